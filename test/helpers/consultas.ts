/** Paid consultations for integration tests, through the real HTTP routes of the demo checkout. */
import WebSocket from 'ws';
import { respuestasPara } from '../../e2e/journeys.ts';
import { FLUJOS_POR_ID } from '../../src/domain/triage/catalogue/index.ts';
import { recorrerRespuestas } from '../../src/domain/triage/run-answers.ts';
import type { EventoTiempoReal } from '../../src/shared/consultas.ts';
import type { TestAccount } from './accounts.ts';

/** A complete, ordinary fever questionnaire (a well child of 1-2 years, 12.5 kg). */
export function triajeFiebre(): { flujo_tipo: string; respuestas: Record<string, string | number> } {
  const flujo = FLUJOS_POR_ID.get('fiebre');
  if (!flujo) throw new Error('sin flujo fiebre');
  const respuestas = respuestasPara(flujo, { edad_rango: '1-2 años', peso_kg: 12.5 });
  const recorrido = recorrerRespuestas(flujo, respuestas);
  if (!recorrido.ok) throw new Error(recorrido.error);
  return { flujo_tipo: 'fiebre', respuestas: Object.fromEntries(recorrido.preguntadas.map((id) => [id, respuestas[id] as string | number])) };
}

export async function abrirCheckout(familia: TestAccount, cuerpo: unknown = { tipoConsulta: 'teleconsulta', imagenes: true }): Promise<string> {
  const r = await familia.api('/api/pagos/checkout', { method: 'POST', body: cuerpo });
  if (r.status !== 201) throw new Error(`checkout ${r.status} ${await r.text()}`);
  return ((await r.json()) as { sessionId: string }).sessionId;
}

export async function pagarDemo(familia: TestAccount, sessionId: string): Promise<void> {
  const r = await familia.api(`/api/pagos/demo/${sessionId}/pagar`, { method: 'POST', body: {} });
  if (r.status !== 200) throw new Error(`pagar ${r.status} ${await r.text()}`);
}

/** Checkout, pay, confirm: the id of a new pending consultation. */
export async function consultaPagada(familia: TestAccount, cuerpo?: unknown): Promise<string> {
  const sessionId = await abrirCheckout(familia, cuerpo);
  await pagarDemo(familia, sessionId);
  const r = await familia.api('/api/pagos/confirmar', { method: 'POST', body: { sessionId } });
  const { consultaId } = (await r.json()) as { consultaId: string };
  return consultaId;
}

export interface SocketDePrueba {
  readonly eventos: EventoTiempoReal[];
  /** Resolves with the first event matching, or rejects after `ms`. */
  esperar(predicado: (e: EventoTiempoReal) => boolean, ms?: number): Promise<EventoTiempoReal>;
  cerrar(): void;
  readonly socket: WebSocket;
}

export function abrirSocket(url: string, cabeceras: Record<string, string>): Promise<SocketDePrueba> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/realtime`, { headers: cabeceras });
  const eventos: EventoTiempoReal[] = [];
  const esperando = new Set<() => void>();
  socket.on('message', (datos) => {
    eventos.push(JSON.parse(String(datos)) as EventoTiempoReal);
    for (const avisar of esperando) avisar();
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused ${res.statusCode}`)));
    socket.once('open', () =>
      resolve({
        socket,
        eventos,
        cerrar: () => socket.close(),
        esperar(predicado, ms = 5000) {
          return new Promise((ok, ko) => {
            const mirar = () => {
              const hallado = eventos.find(predicado);
              if (!hallado) return;
              clearTimeout(limite);
              esperando.delete(mirar);
              ok(hallado);
            };
            const limite = setTimeout(() => {
              esperando.delete(mirar);
              ko(new Error('no event'));
            }, ms);
            esperando.add(mirar);
            mirar();
          });
        },
      }),
    );
  });
}

/** A paid consultation accepted by `pediatra`: the chat is open. */
export async function consultaActiva(familia: TestAccount, pediatra: TestAccount): Promise<string> {
  const consultaId = await consultaPagada(familia);
  const r = await pediatra.api('/api/consultas/aceptar', { method: 'POST', body: { consultaId } });
  if (r.status !== 200) throw new Error(`aceptar ${r.status}`);
  return consultaId;
}
