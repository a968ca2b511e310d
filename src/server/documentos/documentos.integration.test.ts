/**
 * Clinical documents on the real server and database (issue 12): who may
 * issue them and when, what the PDF says, the 'documento' message and the
 * 'Documentos' list, retries stored once, the closing report closing the
 * consultation in the same transaction (raced against a message and another
 * report), and /api/verificar answering for real codes only.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDePdf } from '../../../test/helpers/pdf-texto.ts';
import { createAccount, type TestAccount } from '../../../test/helpers/accounts.ts';
import { consultaActiva, consultaPagada, triajeFiebre } from '../../../test/helpers/consultas.ts';
import { TEST_DATABASES } from '../../../test/helpers/databases.ts';
import { crearParticipantes, type Participantes } from '../../../test/helpers/participantes.ts';
import { startServer, type RunningServer } from '../../../test/helpers/server.ts';
import { consultasChat, documentosClinicos, mensajesChat, profiles } from '../db/schema.ts';
import type { Mensaje } from '../../shared/chat.ts';
import type { ConsultaDetalle } from '../../shared/consultas.ts';
import type { DocumentoEmitido, DocumentoVerificado } from '../../shared/documentos.ts';

const RECETA = {
  tipo: 'receta',
  medicamento: 'Amoxicilina',
  presentacion: '250 mg/5 ml polvo para suspensión oral',
  dosis: '5 ml',
  via: 'oral',
  frecuencia: 'cada 8 horas',
  duracion: '7 días',
  instrucciones: 'Agitar antes de usar.',
} as const;
const INFORME = {
  tipo: 'informe',
  motivo: 'Fiebre de 2 días',
  hallazgos: 'Buen estado general según la familia y las fotos.',
  valoracion: 'Cuadro viral probable.',
  plan: 'Antitérmico si malestar, líquidos abundantes.',
  signosAlarma: 'Manchas que no desaparecen al presionar, dificultad para respirar, decaimiento.',
} as const;
const PACIENTE = { nombre: 'Lucía Pérez', edad: '4 años' };

for (const testDatabase of TEST_DATABASES) {
  describe(`clinical documents (${testDatabase.name})`, () => {
    let server: RunningServer;
    let c: Participantes;

    beforeAll(async () => {
      server = await startServer(testDatabase, { WRITE_RATE_LIMIT_PER_MINUTE: '100000', TRUST_PROXY: 'true', VERIFY_RATE_LIMIT_PER_MINUTE: '1000' });
      c = await crearParticipantes(server);
      const db = server.database.db;
      await db.update(profiles).set({ nombre: 'Ana', apellidos: 'Ruiz Gil', numeroColegiado: '282812345', colegioProvincia: 'Madrid', especialidad: 'Pediatría' }).where(eq(profiles.userId, c.asignado.id));
      await db.update(profiles).set({ numeroColegiado: '080812345', colegioProvincia: 'Barcelona' }).where(eq(profiles.userId, c.otroPediatra.id));
      await db.update(profiles).set({ nombre: 'María', apellidos: 'López' }).where(eq(profiles.userId, c.familia.id));
    });
    afterAll(async () => server.stop());

    const emitir = (quien: TestAccount, consultaId: string, cuerpo: Record<string, unknown>) =>
      quien.api(`/api/consultas/${consultaId}/documentos`, { method: 'POST', body: { clientId: randomUUID(), paciente: PACIENTE, ...cuerpo } });
    const documentosEnBd = async (consultaId: string) =>
      (await server.database.db.select({ n: count() }).from(documentosClinicos).where(eq(documentosClinicos.consultaId, consultaId)))[0]?.n ?? 0;
    const verificar = (codigo: string) => fetch(`${server.url}/api/verificar/${encodeURIComponent(codigo)}`);
    const pdfDe = async (quien: TestAccount, ruta: string) => {
      // fetch follows the 302 to the signed link, as a browser does.
      const r = await quien.api(ruta);
      expect([r.status, r.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      return new Uint8Array(await r.arrayBuffer());
    };

    it('the assigned paediatrician issues a prescription: a PDF that names the child, the registration number and the code, a documento message, the list', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const r = await emitir(c.asignado, consultaId, { documento: RECETA });
      expect(r.status).toBe(201);
      const { documento, mensaje } = (await r.json()) as { documento: DocumentoEmitido; mensaje: Mensaje };
      expect(documento).toMatchObject({ tipo: 'receta', etiqueta: 'Receta', es_cierre: false, emisor: { nombre: 'Ana Ruiz Gil', numero_colegiado: '282812345', colegio_provincia: 'Madrid' } });
      expect(documento.codigo).toMatch(/^TP(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
      expect(mensaje).toMatchObject({ message_type: 'documento', file_type: 'application/pdf', documento: { id: documento.id, etiqueta: 'Receta', codigo: documento.codigo } });

      const { mensajes } = (await (await c.familia.api(`/api/consultas/${consultaId}/mensajes`)).json()) as { mensajes: Mensaje[] };
      expect(mensajes.at(-1)?.documento?.codigo).toBe(documento.codigo);
      const { documentos } = (await (await c.familia.api(`/api/consultas/${consultaId}/documentos`)).json()) as { documentos: DocumentoEmitido[] };
      expect(documentos.map((d) => d.codigo)).toEqual([documento.codigo]);

      const texto = await textoDePdf(await pdfDe(c.familia, documento.pdf + '?descarga=1'));
      for (const esperado of ['Receta médica', 'Lucía Pérez', 'María López', '282812345', documento.codigo, 'Amoxicilina', `/verificar?codigo=${documento.codigo}`]) expect(texto).toContain(esperado);
    });

    it('a child chosen at payment is the patient, whatever the form says', async () => {
      const hijo = await c.familia.api('/api/hijos', { method: 'POST', body: { nombre: 'Pablo', fecha_nacimiento: '2023-03-01' } });
      const { hijo: creado } = (await hijo.json()) as { hijo: { id: string } };
      const consultaId = await consultaPagada(c.familia, { tipoConsulta: 'teleconsulta', imagenes: false, triaje: { ...triajeFiebre(), hijo_id: creado.id } });
      expect((await c.asignado.api('/api/consultas/aceptar', { method: 'POST', body: { consultaId } })).status).toBe(200);
      const r = await emitir(c.asignado, consultaId, { documento: { tipo: 'justificante', clase: 'asistencia', desde: '2026-11-27', hasta: '2026-11-27', observaciones: '' } });
      expect(r.status).toBe(201);
      const { documento } = (await r.json()) as { documento: DocumentoEmitido };
      const texto = await textoDePdf(await pdfDe(c.familia, documento.pdf));
      expect(texto).toContain('Paciente: Pablo');
      expect(texto).not.toContain('Lucía');
    });

    it('refuses whoever is not the assigned paediatrician of an active consultation, and bad content, issuing nothing', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const pendiente = await consultaPagada(c.familia);
      const casos: [TestAccount, string, Record<string, unknown>, number, string][] = [
        [c.familia, consultaId, { documento: RECETA }, 403, 'forbidden'],
        [c.otroPediatra, consultaId, { documento: RECETA }, 404, 'not_found'],
        [c.admin, consultaId, { documento: RECETA }, 403, 'forbidden'],
        [c.otraFamilia, consultaId, { documento: RECETA }, 404, 'not_found'],
        [c.asignado, pendiente, { documento: RECETA }, 404, 'not_found'],
        [c.asignado, randomUUID(), { documento: RECETA }, 404, 'not_found'],
        [c.asignado, consultaId, { documento: { ...RECETA, medicamento: '  ' } }, 400, 'invalid_body'],
        [c.asignado, consultaId, { documento: { ...RECETA, via: 'intravenosa' } }, 400, 'invalid_body'],
        [c.asignado, consultaId, { documento: { ...RECETA, tipo: 'baja' } }, 400, 'invalid_body'],
        [c.asignado, consultaId, { documento: RECETA, cerrar: true }, 400, 'invalid_body'],
        [c.asignado, consultaId, { documento: RECETA, extra: 1 }, 400, 'invalid_body'],
        [c.asignado, consultaId, { documento: { tipo: 'justificante', clase: 'reposo', desde: '2026-11-27', hasta: '2026-12-31', observaciones: '' } }, 400, 'invalid_body'],
        [c.asignado, consultaId, { documento: RECETA, paciente: undefined }, 400, 'patient_required'],
      ];
      for (const [quien, id, cuerpo, estado, codigo] of casos) {
        const r = await emitir(quien, id, cuerpo);
        expect([r.status, ((await r.json()) as { error: { code: string } }).error.code], JSON.stringify(cuerpo)).toEqual([estado, codigo]);
      }
      const visitante = await fetch(`${server.url}/api/consultas/${consultaId}/documentos`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: randomUUID(), documento: RECETA, paciente: PACIENTE }),
      });
      expect(visitante.status).toBe(401);
      const mensajeSpanish = await emitir(c.asignado, consultaId, { documento: { ...RECETA, medicamento: '' } });
      expect(((await mensajeSpanish.json()) as { error: { message: string } }).error.message).toBe('Este campo es obligatorio');
      expect(await documentosEnBd(consultaId)).toBe(0);
      expect(await documentosEnBd(pendiente)).toBe(0);
      // Lists: participants and admins read them; others are told it does not exist.
      expect((await c.admin.api(`/api/consultas/${consultaId}/documentos`)).status).toBe(200);
      expect((await c.otraFamilia.api(`/api/consultas/${consultaId}/documentos`)).status).toBe(404);
      expect((await c.otroPediatra.api(`/api/consultas/${consultaId}/documentos`)).status).toBe(404);
      expect((await fetch(`${server.url}/api/consultas/${consultaId}/documentos`)).status).toBe(401);
    });

    it('a paediatrician without a registration number issues nothing', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      await server.database.db.update(profiles).set({ numeroColegiado: null }).where(eq(profiles.userId, c.asignado.id));
      try {
        const r = await emitir(c.asignado, consultaId, { documento: RECETA });
        expect([r.status, ((await r.json()) as { error: { code: string } }).error.code]).toEqual([403, 'colegiado_required']);
      } finally {
        await server.database.db.update(profiles).set({ numeroColegiado: '282812345' }).where(eq(profiles.userId, c.asignado.id));
      }
      expect(await documentosEnBd(consultaId)).toBe(0);
    });

    it('a retried issue is stored once, however many arrive at the same time', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      for (let ronda = 0; ronda < 5; ronda++) {
        const clientId = randomUUID();
        const respuestas = await Promise.all(
          Array.from({ length: 6 }, () => c.asignado.api(`/api/consultas/${consultaId}/documentos`, { method: 'POST', body: { clientId, documento: RECETA, paciente: PACIENTE } })),
        );
        expect(respuestas.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
        const codigos = new Set(await Promise.all(respuestas.map(async (r) => ((await r.json()) as { documento: DocumentoEmitido }).documento.codigo)));
        expect(codigos.size).toBe(1);
      }
      expect(await documentosEnBd(consultaId)).toBe(5);
      const seqs = (await server.database.db.select({ seq: mensajesChat.seq }).from(mensajesChat).where(eq(mensajesChat.consultaId, consultaId))).map((m) => m.seq).sort((a, b) => a - b);
      expect(seqs).toEqual([1, 2, 3, 4, 5]);
    });

    it('the closing report closes the consultation in the same step; raced against messages and a second report, exactly one report and nothing after it', async () => {
      for (let ronda = 0; ronda < 6; ronda++) {
        const consultaId = await consultaActiva(c.familia, c.asignado);
        const [informeA, informeB, ...mensajes] = await Promise.all([
          emitir(c.asignado, consultaId, { documento: INFORME, cerrar: true }),
          emitir(c.asignado, consultaId, { documento: INFORME, cerrar: true }),
          ...Array.from({ length: 3 }, (_, i) => c.familia.api(`/api/consultas/${consultaId}/mensajes`, { method: 'POST', body: { clientId: randomUUID(), content: `mensaje ${i}` } })),
          emitir(c.asignado, consultaId, { documento: RECETA }),
        ]);
        expect([informeA.status, informeB.status].sort()).toEqual([201, 409]);
        const [consulta] = await server.database.db.select().from(consultasChat).where(eq(consultasChat.id, consultaId));
        expect(consulta).toMatchObject({ status: 'cerrada', cerradaPor: c.asignado.id });
        const filas = await server.database.db.select({ seq: mensajesChat.seq, tipo: mensajesChat.messageType, id: mensajesChat.id }).from(mensajesChat).where(eq(mensajesChat.consultaId, consultaId));
        const cierre = (await server.database.db.select().from(documentosClinicos).where(eq(documentosClinicos.consultaId, consultaId))).filter((d) => d.esCierre);
        expect(cierre).toHaveLength(1);
        // The report is the last message: nothing was numbered after the close.
        const ultimo = filas.reduce((a, b) => (b.seq > a.seq ? b : a));
        expect(ultimo.id).toBe(cierre[0]?.mensajeId);
        expect(mensajes.every((m) => m.status === 201 || m.status === 409)).toBe(true);
      }
    });

    it('a closed consultation with a report shows it in the history and the detail', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const r = await emitir(c.asignado, consultaId, { documento: INFORME, cerrar: true });
      const { documento } = (await r.json()) as { documento: DocumentoEmitido };
      expect(documento).toMatchObject({ es_cierre: true, etiqueta: 'Informe' });
      const { consultas } = (await (await c.familia.api('/api/consultas')).json()) as { consultas: ConsultaDetalle[] };
      expect(consultas.find((x) => x.id === consultaId)?.informe_cierre).toEqual({ documento_id: documento.id, codigo: documento.codigo, created_at: documento.created_at, pdf: documento.pdf });
      const { consulta } = (await (await c.familia.api(`/api/consultas/${consultaId}`)).json()) as { consulta: ConsultaDetalle };
      expect(consulta.status).toBe('cerrada');
      expect(consulta.informe_cierre?.codigo).toBe(documento.codigo);
      const texto = await textoDePdf(await pdfDe(c.familia, documento.pdf));
      expect(texto).toContain('Informe de cierre de la teleconsulta');
      // Closed: nothing more is issued.
      const despues = await emitir(c.asignado, consultaId, { documento: RECETA });
      expect([despues.status, ((await despues.json()) as { error: { code: string } }).error.code]).toEqual([409, 'consultation_not_active']);
    });

    it('documents are in the family export, and kept (still verifiable) after the family deletes its account', async () => {
      const familia = await createAccount(server);
      const consultaId = await consultaActiva(familia, c.asignado);
      const { documento } = (await (await emitir(c.asignado, consultaId, { documento: INFORME, cerrar: true })).json()) as { documento: DocumentoEmitido };
      const exportacion = (await (await familia.api('/api/mis-datos')).json()) as { teleconsultas: { documentos: (DocumentoEmitido & { enlace_pdf: string })[] } };
      expect(exportacion.teleconsultas.documentos.map((d) => [d.codigo, d.tipo, d.es_cierre, d.contenido])).toEqual([[documento.codigo, 'informe', true, INFORME]]);
      const pdf = await fetch(new URL(exportacion.teleconsultas.documentos[0]?.enlace_pdf ?? '', server.url));
      expect(await textoDePdf(new Uint8Array(await pdf.arrayBuffer()))).toContain(documento.codigo);

      expect((await familia.api('/api/cuenta/eliminar', { method: 'POST', body: { password: familia.password } })).status).toBe(200);
      expect(await documentosEnBd(consultaId)).toBe(1);
      expect((await verificar(documento.codigo)).status).toBe(200);
      const { documentos } = (await (await c.asignado.api(`/api/consultas/${consultaId}/documentos`)).json()) as { documentos: DocumentoEmitido[] };
      expect(documentos.map((d) => d.codigo)).toEqual([documento.codigo]);
    });

    it('verification answers for a real code, typed loosely, with no health content; refuses others revealing nothing', async () => {
      const consultaId = await consultaActiva(c.familia, c.asignado);
      const { documento } = (await (await emitir(c.asignado, consultaId, { documento: RECETA })).json()) as { documento: DocumentoEmitido };
      const suelto = documento.codigo.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
      for (const escrito of [documento.codigo, suelto, documento.codigo.slice(3)]) {
        const r = await verificar(escrito);
        expect(r.status).toBe(200);
        const cuerpo = (await r.json()) as DocumentoVerificado;
        expect(cuerpo).toEqual({
          valido: true,
          codigo: documento.codigo,
          tipo: 'receta',
          etiqueta: 'Receta',
          emitido_at: documento.created_at,
          emisor: { nombre: 'Ana Ruiz Gil', numero_colegiado: '282812345', colegio_provincia: 'Madrid' },
        });
        const crudo = JSON.stringify(cuerpo);
        for (const secreto of ['Amoxicilina', 'Lucía', 'María', consultaId, documento.id]) expect(crudo).not.toContain(secreto);
      }
      const otro = (documento.codigo.at(-1) === '0' ? documento.codigo.slice(0, -1) + '1' : documento.codigo.slice(0, -1) + '0');
      const noConsta = await verificar(otro);
      expect(noConsta.status).toBe(404);
      expect(await noConsta.json()).toEqual({ error: { code: 'not_found', message: 'No consta ningún documento emitido con este código.' } });
      for (const malo of ['x', 'TP-1234', 'TP-UUUU-UUUU-UUUU-UUUU', '%00', 'a'.repeat(90), "' or 1=1 --"]) {
        const r = await verificar(malo);
        expect(r.status, malo).toBe(400);
        expect(((await r.json()) as { error: { code: string } }).error.code).toBe('invalid_code');
      }
    });
  });
}

describe('verification is rate-limited per address', () => {
  const [db] = TEST_DATABASES;
  let server: RunningServer;
  beforeAll(async () => {
    if (!db) throw new Error('sin base de datos de prueba');
    server = await startServer(db, { VERIFY_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => server.stop());

  it('answers 429 in the error shape after the limit', async () => {
    const estados: number[] = [];
    for (let i = 0; i < 5; i++) estados.push((await fetch(`${server.url}/api/verificar/TP-0000-0000-0000-0000`)).status);
    expect(estados).toEqual([404, 404, 404, 429, 429]);
    const r = await fetch(`${server.url}/api/verificar/TP-0000-0000-0000-0000`);
    expect(((await r.json()) as { error: { code: string } }).error.code).toBeTruthy();
  });
});
