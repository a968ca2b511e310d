import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { FIEBRE_LEVE, LUCAS } from '../../../test/helpers/fixtures.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';



describe.each(TEST_DATABASES)('children and saved results on $name', (testDatabase) => {
  let server: RunningServer;
  let ana: TestAccount;
  let bea: TestAccount;
  let pediatra: TestAccount;
  beforeAll(async () => {
    server = await startServer(testDatabase);
    [ana, bea, pediatra] = await Promise.all([createAccount(server), createAccount(server), createAccount(server, { role: 'pediatra' })]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('adds, edits, lists and removes a child', async () => {
    const creado = await ana.api('/api/hijos', { method: 'POST', body: LUCAS });
    expect(creado.status).toBe(201);
    const { hijo } = (await creado.json()) as { hijo: { id: string } };
    expect(hijo).toMatchObject({ nombre: 'Lucas', fecha_nacimiento: '2023-03-14', peso_kg: 14.5 });

    const editado = await ana.api(`/api/hijos/${hijo.id}`, { method: 'PUT', body: { ...LUCAS, peso_kg: 15.2 } });
    expect(await editado.json()).toMatchObject({ hijo: { peso_kg: 15.2 } });
    expect(await (await ana.api('/api/hijos')).json()).toMatchObject({ hijos: [{ id: hijo.id, nombre: 'Lucas' }] });

    expect((await ana.api(`/api/hijos/${hijo.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await ana.api('/api/hijos')).json()).toEqual({ hijos: [] });
  });

  it.each([
    [{ ...LUCAS, nombre: '' }, 'Este campo es obligatorio'],
    [{ ...LUCAS, nombre: 'x'.repeat(81) }, 'El texto no puede exceder los 80 caracteres'],
    [{ ...LUCAS, nombre: '<script>alert(1)</script>' }, 'El contenido contiene caracteres no permitidos'],
    [{ ...LUCAS, peso_kg: 200 }, 'El peso debe estar entre 0.5 y 150 kg'],
    [{ ...LUCAS, fecha_nacimiento: '2099-01-01' }, 'La fecha no puede ser futura'],
    [{ ...LUCAS, fecha_nacimiento: 'ayer' }, 'Introduce una fecha válida'],
    [{ ...LUCAS, user_id: 'otro' }, 'El cuerpo de la petición no es válido.'],
  ])('refuses a bad child %#, with the Spanish message, storing nothing', async (body, mensaje) => {
    const response = await ana.api('/api/hijos', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_body', message: mensaje } });
    expect(await (await ana.api('/api/hijos')).json()).toEqual({ hijos: [] });
  });

  it('saves a result computed on the server, with age in months, weight and the child', async () => {
    const { hijo } = (await (await ana.api('/api/hijos', { method: 'POST', body: LUCAS })).json()) as { hijo: { id: string } };
    const guardado = await ana.api('/api/consultas-triaje', { method: 'POST', body: { flujo_tipo: 'fiebre', respuestas: FIEBRE_LEVE, hijo_id: hijo.id } });
    expect(guardado.status).toBe(201);
    const { consulta } = (await guardado.json()) as { consulta: { id: string } };
    expect(consulta).toMatchObject({ flujo_tipo: 'fiebre', edad_meses: 42, peso_kg: 15, resultado_urgencia: 'verde', hijo_id: hijo.id });

    const lista = (await (await ana.api('/api/consultas-triaje')).json()) as { consultas: { id: string }[] };
    expect(lista.consultas.map((c) => c.id)).toContain(consulta.id);
    const filtrada = (await (await ana.api(`/api/consultas-triaje?hijo_id=${hijo.id}`)).json()) as { consultas: { id: string }[] };
    expect(filtrada.consultas.map((c) => c.id)).toEqual([consulta.id]);
    const una = await ana.api(`/api/consultas-triaje/${consulta.id}`);
    expect(await una.json()).toMatchObject({ consulta: { id: consulta.id, consejos: expect.any(Array), respuestas: { temperatura: 38.5 } } });
  });

  it('never lets one family read, change or delete another family\'s data', async () => {
    const { hijo } = (await (await ana.api('/api/hijos', { method: 'POST', body: LUCAS })).json()) as { hijo: { id: string } };
    const { consulta } = (await (await ana.api('/api/consultas-triaje', { method: 'POST', body: { flujo_tipo: 'fiebre', respuestas: FIEBRE_LEVE } })).json()) as { consulta: { id: string } };

    expect((await bea.api(`/api/consultas-triaje/${consulta.id}`)).status).toBe(404);
    expect(((await (await bea.api('/api/consultas-triaje')).json()) as { consultas: unknown[] }).consultas).toEqual([]);
    expect(((await (await bea.api(`/api/consultas-triaje?hijo_id=${hijo.id}`)).json()) as { consultas: unknown[] }).consultas).toEqual([]);
    expect(((await (await bea.api('/api/hijos')).json()) as { hijos: unknown[] }).hijos).toEqual([]);
    expect((await bea.api(`/api/hijos/${hijo.id}`, { method: 'PUT', body: { ...LUCAS, nombre: 'Robado' } })).status).toBe(404);
    expect((await bea.api(`/api/hijos/${hijo.id}`, { method: 'DELETE' })).status).toBe(404);
    // Nor attach a saved result to someone else's child.
    expect((await bea.api('/api/consultas-triaje', { method: 'POST', body: { flujo_tipo: 'fiebre', respuestas: FIEBRE_LEVE, hijo_id: hijo.id } })).status).toBe(400);
    // Ana's data is untouched.
    expect(await (await ana.api(`/api/hijos/${hijo.id}`, { method: 'PUT', body: LUCAS })).json()).toMatchObject({ hijo: { nombre: 'Lucas' } });
  });

  it('gives a pediatra no triage records and no children', async () => {
    expect((await pediatra.api('/api/consultas-triaje')).status).toBe(403);
    expect((await pediatra.api('/api/hijos')).status).toBe(403);
  });

  it('requires a session, and refuses incomplete or forged answers', async () => {
    const anonimo = await fetch(`${server.url}/api/consultas-triaje`, { headers: { origin: server.url } });
    expect(anonimo.status).toBe(401);
    for (const body of [
      { flujo_tipo: 'fiebre', respuestas: { edad_rango: '2-5 años' } },
      { flujo_tipo: 'fiebre', respuestas: { ...FIEBRE_LEVE, temperatura: -4 } },
      { flujo_tipo: 'nada', respuestas: FIEBRE_LEVE },
      { flujo_tipo: 'fiebre', respuestas: FIEBRE_LEVE, user_id: bea.id },
    ]) {
      const response = await ana.api('/api/consultas-triaje', { method: 'POST', body });
      expect(response.status).toBe(400);
    }
  });
  it('stores health data only while the explicit consent stands', async () => {
    const sin = await createAccount(server, { consentimientoSalud: false });
    const negado = await sin.api('/api/consultas-triaje', { method: 'POST', body: { flujo_tipo: 'fiebre', respuestas: FIEBRE_LEVE } });
    expect(negado.status).toBe(403);
    expect(await negado.json()).toMatchObject({ error: { code: 'consent_required' } });
    const { consentimientos } = (await (await ana.api('/api/consentimientos')).json()) as { consentimientos: { id: string; tipo: string }[] };
    const salud = consentimientos.find((c) => c.tipo === 'registro');
    await ana.api(`/api/consentimientos/${salud?.id}/retirar`, { method: 'POST', body: {} });
    expect((await ana.api('/api/consultas-triaje', { method: 'POST', body: { flujo_tipo: 'fiebre', respuestas: FIEBRE_LEVE } })).status).toBe(403);
  });
});
