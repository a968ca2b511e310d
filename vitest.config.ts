import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.integration.test.ts'],
          environment: 'node',
          // vitest's default in a run is one worker less than the cores: a single worker on the 2-core CI machine, where the
          // catalogue's exhaustive walks (tens of seconds per flow) then ran one after another (decision 0028).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.ts', 'test/**/*.integration.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time on the 2-core CI machine: each file has its own databases (copies of the run's template),
          // data directories and random ports, so files share nothing (decision 0028).
          fileParallelism: true,
          maxWorkers: 2,
          // A worker keeps its loaded modules from one file to the next (the server, the auth library, PGlite's WebAssembly)
          // instead of loading them again per file: a fifth of the run went to imports. Safe because no file mocks
          // modules, patches globals or leaves module state behind; each builds its own app and database.
          isolate: false,
          // One migrated PGlite and PostgreSQL template per run; each test database is a copy (decision 0028).
          globalSetup: ['test/global-setup.ts'],
          // expect.poll waits on real servers and sockets: the 1 s default fails a loaded 2-core CI machine, not the product.
          expect: { poll: { timeout: 20_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // As in integration: a retry on a 1 s backoff plus a loaded browser needs more than the 1 s default.
          expect: { poll: { timeout: 20_000 } },
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
});
