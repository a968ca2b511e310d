import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FIEBRE_LEVE } from '../../test/helpers/fixtures.ts';

const run = promisify(execFile);

async function cli(script: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    // The whole catalogue printed as JSON or HTML is several megabytes.
    const { stdout, stderr } = await run(process.execPath, [`src/cli/${script}.ts`, ...args], { maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}


describe('npm run catalogue', () => {
  it('prints the whole catalogue as JSON', async () => {
    const { code, stdout } = await cli('catalogue', '--json');
    expect(code).toBe(0);
    const catalogo = JSON.parse(stdout) as { flujos: { id: string; fuentes: unknown[] }[]; categorias: unknown[] };
    expect(catalogo.categorias).toHaveLength(6);
    expect(catalogo.flujos.map((f) => f.id)).toContain('fiebre');
    expect(catalogo.flujos.every((f) => f.fuentes.length > 0)).toBe(true);
  });

  it('prints the review document as HTML', async () => {
    const { code, stdout } = await cli('catalogue', '--review');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^<!doctype html>/);
    expect(stdout).toContain('Revisión clínica del catálogo de triaje');
  });

  it('explains its usage without an option', async () => {
    const { code, stderr } = await cli('catalogue');
    expect(code).toBe(2);
    expect(stderr).toContain('--json');
  });
});

describe('npm run triage', () => {
  it('prints the result with computed doses', async () => {
    const { code, stdout } = await cli('triage', 'fiebre', JSON.stringify(FIEBRE_LEVE));
    expect(code).toBe(0);
    const r = JSON.parse(stdout) as { urgencia: string; medicacion: { med: string; dosis: { exacta: { cantidad: number } } }[] };
    expect(r.urgencia).toBe('verde');
    expect(r.medicacion.find((m) => m.med === 'paracetamol')?.dosis.exacta.cantidad).toBe(225);
  });

  it('stops early on a certain rojo without needing later answers', async () => {
    const { code, stdout } = await cli('triage', 'fiebre', JSON.stringify({ edad_rango: '2-5 años', color: 'Muy pálido o grisáceo, con la piel moteada o los labios azulados' }));
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ urgencia: 'rojo', anticipado: true });
  });

  it.each([
    [['nada', '{}'], /Flujo desconocido 'nada'/],
    [['fiebre'], /Uso:/],
    [['fiebre', '{no json'], /no son JSON válido/],
    [['fiebre', '[]'], /deben ser un objeto/],
    [['fiebre', JSON.stringify({ edad_rango: '2-5 años' })], /Falta la respuesta a 'color'/],
    [['fiebre', JSON.stringify({ ...FIEBRE_LEVE, temperatura: -1 })], /El valor no puede ser negativo/],
    [['fiebre', JSON.stringify({ ...FIEBRE_LEVE, peso_kg: 200 })], /El peso debe estar entre 0.5 y 150 kg/],
    [['fiebre', JSON.stringify({ ...FIEBRE_LEVE, color: 'verde' })], /Respuesta no válida a 'color'/],
    [['fiebre', JSON.stringify({ ...FIEBRE_LEVE, inventada: 'si' })], /'inventada' no es una pregunta/],
  ])('refuses %j with a clear error', async (args, mensaje) => {
    const { code, stdout, stderr } = await cli('triage', ...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect((JSON.parse(stderr) as { error: string }).error).toMatch(mensaje);
  });
});
