/**
 * A Stripe-compatible API on loopback for tests. stripe-mock is stateless and
 * cannot be installed here (tech-notes §3), so this keeps the little state
 * Checkout needs: the real SDK talks to it over HTTP in Stripe's own form
 * encoding, it refuses what Stripe would refuse for our calls (unknown
 * parameters, a checkout expiring in under 30 minutes, a second full refund),
 * honours Idempotency-Key and answers errors in Stripe's shape. What the tests
 * need beyond the API (pay, expire, inspect, sign a webhook) are plain functions.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface SesionFalsa {
  readonly id: string;
  readonly object: 'checkout.session';
  readonly amount_subtotal: number;
  readonly amount_total: number;
  readonly cancel_url: string | null;
  readonly client_reference_id: string | null;
  readonly created: number;
  readonly currency: string;
  readonly customer_email: string | null;
  readonly expires_at: number;
  readonly livemode: false;
  readonly locale: string | null;
  readonly metadata: Record<string, string>;
  readonly mode: 'payment';
  readonly payment_intent: string | null;
  readonly payment_status: 'unpaid' | 'paid';
  readonly status: 'open' | 'complete' | 'expired';
  readonly success_url: string;
  /** Where the family pays; Stripe clears it once the session is no longer open. */
  readonly url: string | null;
}

export interface ReembolsoFalso {
  readonly id: string;
  readonly object: 'refund';
  readonly amount: number;
  readonly charge: string;
  readonly created: number;
  readonly currency: string;
  readonly metadata: Record<string, string>;
  readonly payment_intent: string;
  readonly reason: string | null;
  readonly status: 'succeeded';
}

export interface PeticionStripe {
  readonly metodo: string;
  readonly ruta: string;
  readonly claveIdempotencia: string | null;
  /** The `Stripe-Version` header the SDK sent. */
  readonly version: string | null;
  /** The form body (or query string), decoded into Stripe's nesting. */
  readonly cuerpo: Record<string, unknown>;
}

export interface StripeFalso {
  /** For the SDK's `host`/`port`/`protocol` (our STRIPE_API_URL). */
  readonly url: string;
  readonly claveSecreta: string;
  /** The family pays on the hosted page: complete, paid, with a PaymentIntent. */
  pagar(sesionId: string): SesionFalsa;
  /** The session's time runs out. */
  expirar(sesionId: string): SesionFalsa;
  sesiones(): SesionFalsa[];
  reembolsos(): ReembolsoFalso[];
  peticiones(): PeticionStripe[];
  /** The next `n` API requests answer 500 `api_error`, as during a Stripe incident. */
  averiarProximas(n: number): void;
  /** A webhook body and its `Stripe-Signature`, signed as Stripe signs them (`marcaTiempo` in seconds, default the wall clock's now). */
  eventoFirmado(tipo: string, objeto: object, secreto: string, opciones?: { marcaTiempo?: number }): { payload: string; firma: string };
  cerrar(): Promise<void>;
}

export interface OpcionesStripeFalso {
  readonly claveSecreta?: string;
  /** Milliseconds since the epoch; tests may move it to let sessions lapse. */
  readonly reloj?: () => number;
}

interface IntentoPago {
  readonly id: string;
  readonly cargo: string;
  readonly importe: number;
  readonly moneda: string;
  reembolsado: number;
}

interface Respuesta {
  readonly estado: number;
  readonly cuerpo: unknown;
}

/** An API error in Stripe's shape: `{ error: { type, code?, param?, message } }`. */
class ErrorApi extends Error {
  readonly estado: number;
  readonly error: { type: string; code?: string; param?: string; message: string };
  constructor(estado: number, error: { type?: string; code?: string; param?: string; message: string }) {
    super(error.message);
    this.estado = estado;
    this.error = { type: 'invalid_request_error', ...error };
  }
}

const TREINTA_MINUTOS = 30 * 60;
const VEINTICUATRO_HORAS = 24 * 3600;
const IMPORTE_MINIMO = 50;
const LOCALES = new Set(
  'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(' '),
);

export async function crearStripeFalso(opciones: OpcionesStripeFalso = {}): Promise<StripeFalso> {
  const claveSecreta = opciones.claveSecreta ?? `sk_test_falso_${idAleatorio()}`;
  const reloj = opciones.reloj ?? Date.now;
  const segundos = () => Math.floor(reloj() / 1000);

  const sesiones = new Map<string, SesionFalsa>();
  const metadatosIntento = new Map<string, Record<string, string>>();
  const intentos = new Map<string, IntentoPago>();
  const reembolsos: ReembolsoFalso[] = [];
  const peticiones: PeticionStripe[] = [];
  const respuestasGuardadas = new Map<string, { huella: string; respuesta: Respuesta }>();
  let averiadas = 0;
  let base = '';

  /** Stripe expires an open session at `expires_at` on its own. */
  function vigente(sesion: SesionFalsa): SesionFalsa {
    if (sesion.status !== 'open' || segundos() < sesion.expires_at) return sesion;
    const expirada: SesionFalsa = { ...sesion, status: 'expired', url: null };
    sesiones.set(sesion.id, expirada);
    return expirada;
  }

  function buscarSesion(id: string): SesionFalsa {
    const sesion = sesiones.get(id);
    if (!sesion) throw new ErrorApi(404, { code: 'resource_missing', param: 'session', message: `No such checkout.session: '${id}'` });
    return vigente(sesion);
  }

  function pagar(id: string): SesionFalsa {
    const sesion = buscarSesion(id);
    if (sesion.status !== 'open') throw new Error(`stripe-falso: la sesión ${id} está ${sesion.status}, no se puede pagar`);
    const intento: IntentoPago = { id: `pi_${idAleatorio()}`, cargo: `ch_${idAleatorio()}`, importe: sesion.amount_total, moneda: sesion.currency, reembolsado: 0 };
    intentos.set(intento.id, intento);
    const pagada: SesionFalsa = { ...sesion, status: 'complete', payment_status: 'paid', payment_intent: intento.id, url: null };
    sesiones.set(id, pagada);
    return pagada;
  }

  function expirar(id: string): SesionFalsa {
    const sesion = buscarSesion(id);
    if (sesion.status !== 'open') {
      throw new ErrorApi(400, {
        message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${sesion.status}".`,
      });
    }
    const expirada: SesionFalsa = { ...sesion, status: 'expired', url: null };
    sesiones.set(id, expirada);
    return expirada;
  }

  function crearSesion(cuerpo: Record<string, unknown>): SesionFalsa {
    soloClaves(cuerpo, ['mode', 'line_items', 'locale', 'client_reference_id', 'customer_email', 'metadata', 'payment_intent_data', 'success_url', 'cancel_url', 'expires_at'], '');
    const modo = requerido(cuerpo, 'mode');
    if (modo !== 'payment') throw new ErrorApi(400, { param: 'mode', message: `stripe-falso only implements mode=payment, got: ${String(modo)}` });
    const lineas = lista(requerido(cuerpo, 'line_items'), 'line_items');
    if (lineas.length === 0) throw new ErrorApi(400, { code: 'parameter_invalid_empty', param: 'line_items', message: 'line_items cannot be empty.' });
    let total = 0;
    let moneda: string | null = null;
    lineas.forEach((linea, i) => {
      const p = `line_items[${i}]`;
      const objetoLinea = objeto(linea, p);
      soloClaves(objetoLinea, ['price_data', 'quantity'], p);
      const precio = objeto(requerido(objetoLinea, 'price_data', p), `${p}[price_data]`);
      soloClaves(precio, ['currency', 'unit_amount', 'product_data'], `${p}[price_data]`);
      const monedaLinea = texto(requerido(precio, 'currency', `${p}[price_data]`), `${p}[price_data][currency]`);
      if (!/^[a-z]{3}$/.test(monedaLinea)) throw new ErrorApi(400, { param: `${p}[price_data][currency]`, message: `Invalid currency: ${monedaLinea}` });
      if (moneda !== null && moneda !== monedaLinea) throw new ErrorApi(400, { param: `${p}[price_data][currency]`, message: 'All line items must use the same currency.' });
      moneda = monedaLinea;
      const unidad = entero(requerido(precio, 'unit_amount', `${p}[price_data]`), `${p}[price_data][unit_amount]`);
      const producto = objeto(requerido(precio, 'product_data', `${p}[price_data]`), `${p}[price_data][product_data]`);
      soloClaves(producto, ['name', 'description'], `${p}[price_data][product_data]`);
      if (!texto(requerido(producto, 'name', `${p}[price_data][product_data]`), `${p}[price_data][product_data][name]`).trim()) {
        throw new ErrorApi(400, { code: 'parameter_invalid_string_blank', param: `${p}[price_data][product_data][name]`, message: 'The product name cannot be blank.' });
      }
      const cantidad = entero(requerido(objetoLinea, 'quantity', p), `${p}[quantity]`);
      if (unidad < 0 || cantidad < 1) throw new ErrorApi(400, { param: `${p}[quantity]`, message: 'Line item amounts and quantities must be positive.' });
      total += unidad * cantidad;
    });
    if (total < IMPORTE_MINIMO) {
      throw new ErrorApi(400, { message: `The Checkout Session's total amount due must add up to at least 0.50 ${String(moneda)}` });
    }

    const locale = cuerpo['locale'] === undefined ? null : texto(cuerpo['locale'], 'locale');
    if (locale !== null && !LOCALES.has(locale)) throw new ErrorApi(400, { param: 'locale', message: `Invalid locale: ${locale}` });
    const urlExito = url(requerido(cuerpo, 'success_url'), 'success_url');
    const urlCancelado = cuerpo['cancel_url'] === undefined ? null : url(cuerpo['cancel_url'], 'cancel_url');
    const email = cuerpo['customer_email'] === undefined ? null : texto(cuerpo['customer_email'], 'customer_email');
    if (email !== null && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      throw new ErrorApi(400, { code: 'email_invalid', param: 'customer_email', message: `Invalid email address: ${email}` });
    }
    const referencia = cuerpo['client_reference_id'] === undefined ? null : texto(cuerpo['client_reference_id'], 'client_reference_id');
    if (referencia !== null && (referencia.length === 0 || referencia.length > 200)) {
      throw new ErrorApi(400, { param: 'client_reference_id', message: 'client_reference_id must be 1 to 200 characters.' });
    }
    const datosIntento = cuerpo['payment_intent_data'] === undefined ? {} : objeto(cuerpo['payment_intent_data'], 'payment_intent_data');
    soloClaves(datosIntento, ['metadata'], 'payment_intent_data');

    const ahora = segundos();
    const expira = cuerpo['expires_at'] === undefined ? ahora + VEINTICUATRO_HORAS : entero(cuerpo['expires_at'], 'expires_at');
    if (expira < ahora + TREINTA_MINUTOS) {
      throw new ErrorApi(400, { param: 'expires_at', message: 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.' });
    }
    if (expira > ahora + VEINTICUATRO_HORAS) {
      throw new ErrorApi(400, { param: 'expires_at', message: 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.' });
    }

    const id = `cs_test_${idAleatorio()}${idAleatorio()}`;
    const sesion: SesionFalsa = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: urlCancelado,
      client_reference_id: referencia,
      created: ahora,
      currency: moneda ?? '',
      customer_email: email,
      expires_at: expira,
      livemode: false,
      locale,
      metadata: metadatos(cuerpo['metadata'], 'metadata'),
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: urlExito,
      url: `${base}/pay/${id}`,
    };
    sesiones.set(id, sesion);
    metadatosIntento.set(id, metadatos(datosIntento['metadata'], 'payment_intent_data[metadata]'));
    return sesion;
  }

  function reembolsar(cuerpo: Record<string, unknown>): ReembolsoFalso {
    soloClaves(cuerpo, ['payment_intent', 'charge', 'amount', 'reason', 'metadata'], '');
    let intento: IntentoPago | undefined;
    if (cuerpo['payment_intent'] !== undefined) {
      const id = texto(cuerpo['payment_intent'], 'payment_intent');
      intento = intentos.get(id);
      if (!intento) throw new ErrorApi(404, { code: 'resource_missing', param: 'payment_intent', message: `No such payment_intent: '${id}'` });
    } else if (cuerpo['charge'] !== undefined) {
      const id = texto(cuerpo['charge'], 'charge');
      intento = [...intentos.values()].find((i) => i.cargo === id);
      if (!intento) throw new ErrorApi(404, { code: 'resource_missing', param: 'charge', message: `No such charge: '${id}'` });
    } else {
      throw new ErrorApi(400, { code: 'parameter_missing', message: 'One of the following params should be provided for this request: payment_intent or charge.' });
    }
    const pendiente = intento.importe - intento.reembolsado;
    if (pendiente <= 0) {
      throw new ErrorApi(400, { code: 'charge_already_refunded', message: `Charge ${intento.cargo} has already been refunded.` });
    }
    const importe = cuerpo['amount'] === undefined ? pendiente : entero(cuerpo['amount'], 'amount');
    if (importe < 1 || importe > pendiente) {
      throw new ErrorApi(400, { code: 'amount_too_large', param: 'amount', message: `Refund amount (${importe}) is greater than unrefunded amount on charge (${pendiente})` });
    }
    const razon = cuerpo['reason'] === undefined ? null : texto(cuerpo['reason'], 'reason');
    if (razon !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(razon)) {
      throw new ErrorApi(400, { param: 'reason', message: `Invalid reason: ${razon}` });
    }
    intento.reembolsado += importe;
    const reembolso: ReembolsoFalso = {
      id: `re_${idAleatorio()}`,
      object: 'refund',
      amount: importe,
      charge: intento.cargo,
      created: segundos(),
      currency: intento.moneda,
      metadata: metadatos(cuerpo['metadata'], 'metadata'),
      payment_intent: intento.id,
      reason: razon,
      status: 'succeeded',
    };
    reembolsos.push(reembolso);
    return reembolso;
  }

  function enrutar(metodo: string, ruta: string, cuerpo: Record<string, unknown>): Respuesta {
    if (metodo === 'POST' && ruta === '/v1/checkout/sessions') return { estado: 200, cuerpo: crearSesion(cuerpo) };
    if (metodo === 'POST' && ruta === '/v1/refunds') return { estado: 200, cuerpo: reembolsar(cuerpo) };
    const sesion = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(ruta);
    if (sesion) {
      const id = decodeURIComponent(sesion[1]!);
      if (cuerpo['expand'] !== undefined) throw new ErrorApi(400, { param: 'expand', message: 'stripe-falso does not implement expand' });
      soloClaves(cuerpo, [], '');
      if (metodo === 'GET' && !sesion[2]) return { estado: 200, cuerpo: buscarSesion(id) };
      if (metodo === 'POST' && sesion[2]) return { estado: 200, cuerpo: expirar(id) };
    }
    throw new ErrorApi(404, { message: `Unrecognized request URL (${metodo}: ${ruta}).` });
  }

  async function atenderApi(peticion: IncomingMessage, metodo: string, direccion: URL, crudo: string): Promise<Respuesta & { repetida?: boolean }> {
    const claveIdempotencia = cabecera(peticion, 'idempotency-key');
    const cuerpo = leerFormularioStripe(metodo === 'GET' ? direccion.search.slice(1) : crudo);
    peticiones.push({ metodo, ruta: direccion.pathname, claveIdempotencia, version: cabecera(peticion, 'stripe-version'), cuerpo });

    const clave = /^Bearer (.+)$/.exec(cabecera(peticion, 'authorization') ?? '')?.[1];
    if (clave !== claveSecreta) {
      // Real Stripe's answer: 401, no code, the key masked to its last four characters.
      const mensaje = clave ? `Invalid API Key provided: ${clave.slice(0, 8)}****${clave.slice(-4)}` : 'You did not provide an API key.';
      throw new ErrorApi(401, { message: mensaje });
    }
    if (averiadas > 0) {
      averiadas--;
      throw new ErrorApi(500, { type: 'api_error', message: 'An unknown error occurred' });
    }
    if (metodo !== 'POST' || !claveIdempotencia) return enrutar(metodo, direccion.pathname, cuerpo);

    // Stripe replays a key's first successful result, and refuses the key for other parameters or another endpoint.
    const huella = `${metodo} ${direccion.pathname} ${crudo}`;
    const guardada = respuestasGuardadas.get(claveIdempotencia);
    if (guardada) {
      if (guardada.huella !== huella) {
        throw new ErrorApi(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${claveIdempotencia}' if you meant to execute a different request.`,
        });
      }
      return { ...guardada.respuesta, repetida: true };
    }
    const respuesta = enrutar(metodo, direccion.pathname, cuerpo);
    respuestasGuardadas.set(claveIdempotencia, { huella, respuesta: { estado: respuesta.estado, cuerpo: structuredClone(respuesta.cuerpo) } });
    return respuesta;
  }

  /** The hosted checkout page a browser test can click through: pay, then back to `success_url` with the id filled in. */
  function atenderPagina(metodo: string, id: string, respuesta: ServerResponse): void {
    const sesion = sesiones.has(id) ? vigente(sesiones.get(id)!) : null;
    if (!sesion || sesion.status !== 'open') {
      respuesta.writeHead(sesion ? 410 : 404, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><p>Esta sesión de pago ya no está disponible.</p>');
      return;
    }
    if (metodo === 'POST') {
      pagar(id);
      respuesta.writeHead(303, { location: sesion.success_url.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(id)) }).end();
      return;
    }
    const importe = `${(sesion.amount_total / 100).toFixed(2)} ${sesion.currency.toUpperCase()}`;
    const cancelar = sesion.cancel_url ? `<a href="${escaparHtml(sesion.cancel_url)}">Volver</a>` : '';
    respuesta
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="es"><title>Pago de prueba</title><p>Importe: ${importe}</p><form method="post"><button>Pagar</button></form>${cancelar}</html>`);
  }

  const servidor = createServer((peticion, respuesta) => {
    void (async () => {
      const metodo = peticion.method ?? 'GET';
      const direccion = new URL(peticion.url ?? '/', base);
      const crudo = await leerCuerpo(peticion);
      const pagina = /^\/pay\/([^/]+)$/.exec(direccion.pathname);
      if (pagina) return atenderPagina(metodo, decodeURIComponent(pagina[1]!), respuesta);
      // A browser on the hosted page asks for /favicon.ico and the like: not API requests, not logged.
      if (!direccion.pathname.startsWith('/v1/')) return void respuesta.writeHead(404).end();
      let resultado: Respuesta & { repetida?: boolean };
      try {
        resultado = await atenderApi(peticion, metodo, direccion, crudo);
      } catch (error) {
        if (!(error instanceof ErrorApi)) throw error;
        resultado = { estado: error.estado, cuerpo: { error: error.error } };
      }
      const clave = cabecera(peticion, 'idempotency-key');
      respuesta
        .writeHead(resultado.estado, {
          'content-type': 'application/json',
          'request-id': `req_${idAleatorio()}`,
          ...(clave ? { 'idempotency-key': clave } : {}),
          ...(resultado.repetida ? { 'idempotent-replayed': 'true' } : {}),
        })
        .end(JSON.stringify(resultado.cuerpo));
    })().catch((error: unknown) => {
      respuesta.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;

  return {
    url: base,
    claveSecreta,
    pagar,
    expirar(id) {
      try {
        return expirar(id);
      } catch (error) {
        throw error instanceof ErrorApi ? new Error(`stripe-falso: ${error.message}`) : error;
      }
    },
    sesiones: () => [...sesiones.values()].map((s) => structuredClone(vigente(s))),
    reembolsos: () => structuredClone(reembolsos),
    peticiones: () => structuredClone(peticiones),
    averiarProximas(n) {
      averiadas = n;
    },
    eventoFirmado(tipo, objeto, secreto, opcionesEvento = {}) {
      // The wall clock, not the fake's: the receiver checks the signature's age against its own.
      const marcaTiempo = opcionesEvento.marcaTiempo ?? Math.floor(Date.now() / 1000);
      const evento = {
        id: `evt_${idAleatorio()}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: marcaTiempo,
        data: { object: objeto },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: tipo,
      };
      // Stripe sends indented JSON; the signature covers these exact bytes.
      const payload = JSON.stringify(evento, null, 2);
      return { payload, firma: Stripe.webhooks.generateTestHeaderString({ payload, secret: secreto, timestamp: marcaTiempo }) };
    },
    cerrar() {
      return new Promise<void>((resolve, reject) => {
        servidor.close((error) => (error ? reject(error) : resolve()));
        servidor.closeAllConnections();
      });
    },
  };
}

/**
 * Stripe's form encoding: `a[b][0][c]=x` nests, bracketed integers make lists,
 * `a[]=x` appends. `node:querystring` keeps such keys flat, hence this parser.
 */
export function leerFormularioStripe(texto: string): Record<string, unknown> {
  const raiz: Record<string, unknown> = {};
  for (const par of texto.split('&')) {
    if (!par) continue;
    const igual = par.indexOf('=');
    const clave = decodificar(igual === -1 ? par : par.slice(0, igual));
    const valor = decodificar(igual === -1 ? '' : par.slice(igual + 1));
    const partes = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(clave);
    if (!partes) throw new ErrorApi(400, { message: `Invalid parameter name: ${clave}` });
    const ruta = [partes[1]!, ...[...partes[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let nodo = raiz;
    ruta.forEach((parte, i) => {
      const nombre = parte === '' ? String(Object.keys(nodo).length) : parte;
      if (['__proto__', 'constructor', 'prototype'].includes(nombre)) throw new ErrorApi(400, { message: `Invalid parameter name: ${clave}` });
      const ultima = i === ruta.length - 1;
      const actual = nodo[nombre];
      if (ultima) {
        if (actual !== undefined) throw new ErrorApi(400, { message: `Parameter given twice or with conflicting shapes: ${clave}` });
        nodo[nombre] = valor;
        return;
      }
      if (typeof actual === 'string') throw new ErrorApi(400, { message: `Parameter given twice or with conflicting shapes: ${clave}` });
      nodo = (actual as Record<string, unknown> | undefined) ?? (nodo[nombre] = {});
    });
  }
  return listasDe(raiz) as Record<string, unknown>;
}

/** Objects keyed 0..n-1 become arrays, as Stripe reads them. */
function listasDe(valor: unknown): unknown {
  if (typeof valor !== 'object' || valor === null) return valor;
  const entradas = Object.entries(valor).map(([k, v]) => [k, listasDe(v)] as const);
  const esLista = entradas.length > 0 && entradas.every(([k]) => /^\d+$/.test(k)) && entradas.every((_, i) => Object.hasOwn(valor, String(i)));
  return esLista ? entradas.map((_, i) => listasDe((valor as Record<string, unknown>)[String(i)])) : Object.fromEntries(entradas);
}

function decodificar(crudo: string): string {
  try {
    return decodeURIComponent(crudo.replace(/\+/g, ' '));
  } catch {
    throw new ErrorApi(400, { message: 'Invalid URL encoding in the request body.' });
  }
}

function requerido(cuerpo: Record<string, unknown>, clave: string, prefijo = ''): unknown {
  const valor = cuerpo[clave];
  const param = prefijo ? `${prefijo}[${clave}]` : clave;
  if (valor === undefined || valor === '') throw new ErrorApi(400, { code: 'parameter_missing', param, message: `Missing required param: ${param}.` });
  return valor;
}

function soloClaves(cuerpo: Record<string, unknown>, permitidas: readonly string[], prefijo: string): void {
  const extra = Object.keys(cuerpo).find((k) => !permitidas.includes(k));
  if (extra === undefined) return;
  const param = prefijo ? `${prefijo}[${extra}]` : extra;
  throw new ErrorApi(400, { code: 'parameter_unknown', param, message: `Received unknown parameter: ${param}` });
}

function texto(valor: unknown, param: string): string {
  if (typeof valor !== 'string') throw new ErrorApi(400, { param, message: `Invalid string: ${param}` });
  return valor;
}

function entero(valor: unknown, param: string): number {
  if (typeof valor !== 'string' || !/^-?\d+$/.test(valor)) throw new ErrorApi(400, { code: 'parameter_invalid_integer', param, message: `Invalid integer: ${String(valor)}` });
  return Number(valor);
}

function objeto(valor: unknown, param: string): Record<string, unknown> {
  if (typeof valor !== 'object' || valor === null || Array.isArray(valor)) throw new ErrorApi(400, { param, message: `Invalid object: ${param}` });
  return valor as Record<string, unknown>;
}

function lista(valor: unknown, param: string): unknown[] {
  if (!Array.isArray(valor)) throw new ErrorApi(400, { param, message: `Invalid array: ${param}` });
  return valor;
}

function url(valor: unknown, param: string): string {
  const candidata = texto(valor, param);
  const valida = URL.canParse(candidata) && ['http:', 'https:'].includes(new URL(candidata).protocol);
  if (!valida) throw new ErrorApi(400, { code: 'url_invalid', param, message: 'Not a valid URL' });
  return candidata;
}

/** Stripe's limits: 50 keys, keys up to 40 characters, values up to 500. */
function metadatos(valor: unknown, param: string): Record<string, string> {
  if (valor === undefined || valor === '') return {};
  const entradas = Object.entries(objeto(valor, param));
  if (entradas.length > 50) throw new ErrorApi(400, { param, message: 'Metadata can have at most 50 keys.' });
  for (const [clave, contenido] of entradas) {
    if (clave.length > 40 || typeof contenido !== 'string' || contenido.length > 500) {
      throw new ErrorApi(400, { param: `${param}[${clave}]`, message: 'Metadata keys must be at most 40 characters and values strings of at most 500.' });
    }
  }
  return Object.fromEntries(entradas) as Record<string, string>;
}

function cabecera(peticion: IncomingMessage, nombre: string): string | null {
  const valor = peticion.headers[nombre];
  return typeof valor === 'string' ? valor : null;
}

async function leerCuerpo(peticion: IncomingMessage): Promise<string> {
  const trozos: Buffer[] = [];
  for await (const trozo of peticion) trozos.push(trozo as Buffer);
  return Buffer.concat(trozos).toString('utf8');
}

function idAleatorio(): string {
  return randomBytes(18).toString('base64url').replace(/[-_]/g, 'x');
}

function escaparHtml(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
