import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';

const valid = { session_id: `${Date.now()}-abc123xyz`, flujo_tipo: 'fiebre', status: 'started' };

describe.each(TEST_DATABASES)('analytics API on $name', (testDatabase) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(testDatabase, { ANALYTICS_RATE_LIMIT_PER_MINUTE: '40' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (body: string, contentType = 'application/json') =>
    fetch(`${server.url}/api/analytics/triage-sessions`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'user-agent': 'vitest-agent', origin: server.url },
      body,
    });

  const count = async (): Promise<number> => {
    const result = await server.database.db.execute<{ n: number }>(sql`select count(*)::int as n from analytics_triaje_sessions`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  it('stores a started and a completed row with user agent and completion time', async () => {
    const before = await count();
    expect((await post(JSON.stringify(valid))).status).toBe(201);
    expect((await post(JSON.stringify({ ...valid, status: 'completed' }))).status).toBe(201);
    expect(await count()).toBe(before + 2);
    const rows = await server.database.db.execute(
      sql`select status, user_agent, completed_at from analytics_triaje_sessions where session_id = ${valid.session_id} order by created_at`,
    );
    const list = (rows as unknown as { rows: { status: string; user_agent: string; completed_at: Date | null }[] }).rows;
    expect(list.map((r) => r.status).sort()).toEqual(['completed', 'started']);
    expect(list.every((r) => r.user_agent === 'vitest-agent')).toBe(true);
    expect(list.find((r) => r.status === 'completed')?.completed_at).toBeTruthy();
    expect(list.find((r) => r.status === 'started')?.completed_at).toBeNull();
  });

  it.each([
    ['malformed JSON', '{"session_id":'],
    ['empty body', ''],
    ['an array', '[]'],
    ['unknown flow', JSON.stringify({ ...valid, flujo_tipo: 'nada' })],
    ['bad status', JSON.stringify({ ...valid, status: 'done' })],
    ['bad session id', JSON.stringify({ ...valid, session_id: '<script>' })],
    ['extra field', JSON.stringify({ ...valid, user_id: 'x' })],
    ['oversized body', JSON.stringify({ ...valid, padding: 'x'.repeat(10_000) })],
  ])('answers %s with 400 and a JSON error, storing nothing', async (_name, body) => {
    const before = await count();
    const response = await post(body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toEqual(expect.any(String));
    expect(json.error.message).toEqual(expect.any(String));
    expect(await count()).toBe(before);
  });

  it('refuses a non-JSON content type', async () => {
    const response = await post('session_id=1', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
  });

  it('rate-limits a flood from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push((await post(JSON.stringify(valid))).status);
    expect(statuses).toContain(429);
  });

  it('refuses a POST from another origin or with no origin, storing nothing', async () => {
    const before = await count();
    for (const headers of [{ origin: 'https://evil.example' }, {}] as Record<string, string>[]) {
      const response = await fetch(`${server.url}/api/analytics/triage-sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(valid),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
    }
    expect(await count()).toBe(before);
  });

  it('answers health and readiness', async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${server.url}/api/ready`)).json()).toEqual({ status: 'ready' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('sends security headers with a CSP that forbids inline scripts', async () => {
    const response = await fetch(`${server.url}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
