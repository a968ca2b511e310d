import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { FIEBRE_LEVE, LUCAS } from '../../../test/helpers/fixtures.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';


describe.each(TEST_DATABASES)('data rights on $name', (testDatabase) => {
  let server: RunningServer;
  let ana: TestAccount;
  let bea: TestAccount;
  beforeAll(async () => {
    server = await startServer(testDatabase);
    [ana, bea] = await Promise.all([createAccount(server), createAccount(server)]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Every row of every table, as text: to prove nothing of a deleted user is left. */
  async function todoElTexto(): Promise<string> {
    const tablas = (await server.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    const partes: string[] = [];
    for (const { table_name } of tablas.rows) {
      const filas = (await server.database.db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as { rows: unknown[] };
      partes.push(`${table_name}:${JSON.stringify(filas.rows)}`);
    }
    return partes.join('\n');
  }

  it('records consents with type, text version and date, once, and lets the user withdraw them', async () => {
    const aceptado = new Date(Date.now() - 60_000).toISOString();
    const primero = await ana.api('/api/consentimientos', { method: 'POST', body: { tipo: 'imagenes', version: '2026-11-21', aceptado_at: aceptado } });
    expect(primero.status).toBe(201);
    const { consentimiento } = (await primero.json()) as { consentimiento: { id: string } };
    const repetido = (await (await ana.api('/api/consentimientos', { method: 'POST', body: { tipo: 'imagenes', version: '2026-11-21', aceptado_at: aceptado } })).json()) as { consentimiento: { id: string } };
    expect(repetido.consentimiento.id).toBe(consentimiento.id);

    expect((await bea.api(`/api/consentimientos/${consentimiento.id}/retirar`, { method: 'POST', body: {} })).status).toBe(404);
    const retirado = await ana.api(`/api/consentimientos/${consentimiento.id}/retirar`, { method: 'POST', body: {} });
    expect(await retirado.json()).toMatchObject({ consentimiento: { tipo: 'imagenes', retirado_at: expect.any(String) } });
    const lista = (await (await ana.api('/api/consentimientos')).json()) as { consentimientos: { tipo: string }[] };
    expect(lista.consentimientos.map((c) => c.tipo).sort()).toEqual(['imagenes', 'registro']);
  });

  it.each([
    { tipo: 'otro', version: '2026-11-21', aceptado_at: new Date().toISOString() },
    { tipo: 'basico', version: 'v1', aceptado_at: new Date().toISOString() },
    { tipo: 'basico', version: '2026-11-21', aceptado_at: 'ayer' },
    { tipo: 'basico', version: '1999-01-01', aceptado_at: new Date().toISOString() },
    { tipo: 'basico', version: '2026-11-21', aceptado_at: new Date().toISOString(), user_id: 'x' },
  ])('refuses a bad consent %#', async (body) => {
    expect((await ana.api('/api/consentimientos', { method: 'POST', body })).status).toBe(400);
  });

  it('exports everything stored about the user as one JSON download', async () => {
    await ana.api('/api/hijos', { method: 'POST', body: LUCAS });
    await ana.api('/api/consultas-triaje', { method: 'POST', body: { flujo_tipo: 'fiebre', respuestas: FIEBRE_LEVE } });
    const respuesta = await ana.api('/api/mis-datos');
    expect(respuesta.status).toBe(200);
    expect(respuesta.headers.get('content-disposition')).toMatch(/^attachment; filename="mis-datos-triaje-\d{4}-\d{2}-\d{2}\.json"$/);
    const datos = (await respuesta.json()) as Record<string, unknown>;
    expect(datos).toMatchObject({
      cuenta: { email: ana.email, id: ana.id },
      perfil: { rol: 'user' },
      hijos: [{ nombre: 'Lucas' }],
      resultados_guardados: [{ flujo_tipo: 'fiebre', resultado_urgencia: 'verde', respuestas: { edad_rango: '2-5 años' } }],
      consentimientos: expect.arrayContaining([expect.objectContaining({ tipo: 'registro' }), expect.objectContaining({ tipo: 'imagenes' })]),
    });
    // Nothing of anyone else.
    expect(JSON.stringify(datos)).not.toContain(bea.email);
  });

  it('deletes the account only with the right password, signs out, and leaves nothing of the user anywhere', async () => {
    const antes = await todoElTexto();
    expect(antes).toContain(ana.id);
    expect(antes).toContain(ana.email);

    const mal = await ana.api('/api/cuenta/eliminar', { method: 'POST', body: { password: 'no-es-la-contraseña' } });
    expect(mal.status).toBe(400);
    expect(await mal.json()).toEqual({ error: { code: 'invalid_password', message: 'La contraseña no es correcta.' } });
    expect((await ana.api('/api/hijos')).status).toBe(200);

    const bien = await ana.api('/api/cuenta/eliminar', { method: 'POST', body: { password: ana.password } });
    expect(bien.status).toBe(200);
    expect(await (await ana.api('/api/me')).json()).toEqual({ user: null, role: 'user' });
    const entrar = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: ana.email, password: ana.password }),
    });
    expect(entrar.status).toBe(401);

    const despues = await todoElTexto();
    expect(despues).not.toContain(ana.id);
    expect(despues).not.toContain(ana.email);
    // The other family is untouched.
    expect(despues).toContain(bea.id);
    expect((await bea.api('/api/hijos')).status).toBe(200);
  });

  it('requires a session for every rights endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/api/mis-datos'],
      ['GET', '/api/consentimientos'],
      ['POST', '/api/cuenta/eliminar'],
    ] as const) {
      const r = await fetch(`${server.url}${path}`, { method, headers: { origin: server.url, 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(r.status).toBe(401);
    }
  });
});
