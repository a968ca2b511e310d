/**
 * The one typed API client of the SPA: components never call fetch directly.
 */
import type { EnviarMensaje, ImagenesConsentidas, Mensaje } from '../../shared/chat.ts';
import type { SesionAnalitica } from '../../shared/analytics.ts';
import type { ConfigPublica } from '../../shared/config-publica.ts';
import type { ConsultaDetalle, ConsultaResumen, CrearPago, PagoConfirmado, PagoCreado, SesionDemo } from '../../shared/consultas.ts';
import type { ConsultaTriaje, ConsultaTriajeResumen, GuardarTriaje } from '../../shared/consultas-triaje.ts';
import type { Consentimiento, RegistrarConsentimiento } from '../../shared/consentimientos.ts';
import type { Hijo, HijoEntrada } from '../../shared/hijos.ts';
import type { RespuestaYo, Yo } from '../../shared/me.ts';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function request(path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: init.body === undefined ? init.headers : { 'content-type': 'application/json', ...init.headers },
  });
  const body: unknown = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
  if (!response.ok) {
    // Our API answers { error: { code, message } }; Better Auth answers { code, message }.
    const plano = body as { error?: { code?: string; message?: string }; code?: string; message?: string } | null;
    const error = plano?.error ?? plano;
    throw new ApiError(response.status, error?.code ?? 'http_error', error?.message ?? response.statusText);
  }
  return body;
}

const post = (path: string, body: unknown) => request(path, { method: 'POST', body: JSON.stringify(body) });
const get = (path: string) => request(path, { method: 'GET' });
const segmento = encodeURIComponent;
const consultaDe = async (respuesta: Promise<unknown>) => ((await respuesta) as { consulta: ConsultaDetalle }).consulta;
const listaDe = async (respuesta: Promise<unknown>) => ((await respuesta) as { consultas: ConsultaResumen[] }).consultas;

export const api = {
  async yo(): Promise<Yo | null> {
    const respuesta = (await request('/api/me', { method: 'GET' })) as RespuestaYo;
    return respuesta.user ? respuesta : null;
  },
  configPublica: () => request('/api/config', { method: 'GET' }) as Promise<ConfigPublica>,
  registrarse: (datos: { name: string; email: string; password: string; callbackURL: string }) => post('/api/auth/sign-up/email', datos),
  /** True when the account has two-factor sign-in on and a code is needed to finish. */
  async iniciarSesion(datos: { email: string; password: string; callbackURL?: string }): Promise<{ necesitaCodigo: boolean }> {
    const respuesta = (await post('/api/auth/sign-in/email', datos)) as { twoFactorRedirect?: boolean } | null;
    return { necesitaCodigo: respuesta?.twoFactorRedirect === true };
  },
  verificarCodigo: (code: string) => post('/api/auth/two-factor/verify-totp', { code }),
  activarDosFactores: async (password: string) => (await post('/api/auth/two-factor/enable', { password })) as { totpURI: string; backupCodes: string[] },
  cerrarSesion: () => post('/api/auth/sign-out', {}),
  pedirCambioContrasena: (email: string) => post('/api/auth/request-password-reset', { email, redirectTo: '/auth?mode=reset' }),
  cambiarContrasena: (token: string, newPassword: string) => post('/api/auth/reset-password', { token, newPassword }),
  async entrarConGoogle(callbackURL: string): Promise<string> {
    const respuesta = (await post('/api/auth/sign-in/social', { provider: 'google', callbackURL })) as { url?: string };
    if (!respuesta.url) throw new ApiError(500, 'no_url', 'Sin URL de Google');
    return respuesta.url;
  },
  hijos: async () => ((await request('/api/hijos', { method: 'GET' })) as { hijos: Hijo[] }).hijos,
  crearHijo: async (hijo: HijoEntrada) => ((await post('/api/hijos', hijo)) as { hijo: Hijo }).hijo,
  editarHijo: async (id: string, hijo: HijoEntrada) => ((await request(`/api/hijos/${id}`, { method: 'PUT', body: JSON.stringify(hijo) })) as { hijo: Hijo }).hijo,
  borrarHijo: (id: string) => request(`/api/hijos/${id}`, { method: 'DELETE', headers: {} }),
  guardarTriaje: async (datos: GuardarTriaje) => ((await post('/api/consultas-triaje', datos)) as { consulta: ConsultaTriaje }).consulta,
  triajes: async (hijoId?: string) =>
    ((await request(`/api/consultas-triaje${hijoId ? `?hijo_id=${encodeURIComponent(hijoId)}` : ''}`, { method: 'GET' })) as { consultas: ConsultaTriajeResumen[] }).consultas,
  consentimientos: async () => ((await request('/api/consentimientos', { method: 'GET' })) as { consentimientos: Consentimiento[] }).consentimientos,
  registrarConsentimiento: (c: RegistrarConsentimiento) => post('/api/consentimientos', c),
  retirarConsentimiento: (id: string) => post(`/api/consentimientos/${encodeURIComponent(id)}/retirar`, {}),
  eliminarCuenta: (password: string) => post('/api/cuenta/eliminar', { password }),
  triaje: async (id: string) => ((await request(`/api/consultas-triaje/${encodeURIComponent(id)}`, { method: 'GET' })) as { consulta: ConsultaTriaje }).consulta,
  // The paid consultation (issue 10): payment, the demo checkout, the consultation's life.
  crearPago: (datos: CrearPago) => post('/api/pagos/checkout', datos) as Promise<PagoCreado>,
  confirmarPago: (sessionId: string) => post('/api/pagos/confirmar', { sessionId }) as Promise<PagoConfirmado>,
  sesionDemo: (sessionId: string) => get(`/api/pagos/demo/${segmento(sessionId)}`) as Promise<SesionDemo>,
  pagarDemo: (sessionId: string) => post(`/api/pagos/demo/${segmento(sessionId)}/pagar`, {}) as Promise<{ url: string }>,
  cancelarDemo: (sessionId: string) => post(`/api/pagos/demo/${segmento(sessionId)}/cancelar`, {}) as Promise<{ url: string }>,
  consultas: () => listaDe(get('/api/consultas')),
  consultasActivas: () => listaDe(get('/api/consultas/activas')),
  consulta: (id: string) => consultaDe(get(`/api/consultas/${segmento(id)}`)),
  // The chat (issue 11): messages after a number, a send carrying the page's client id, read marks.
  mensajes: async (id: string, despues: number) => ((await get(`/api/consultas/${segmento(id)}/mensajes?despues=${despues}`)) as { mensajes: Mensaje[] }).mensajes,
  enviarMensaje: async (id: string, datos: EnviarMensaje) => ((await post(`/api/consultas/${segmento(id)}/mensajes`, datos)) as { mensaje: Mensaje }).mensaje,
  marcarLeidos: (id: string, hasta: number) => post(`/api/consultas/${segmento(id)}/mensajes/leidos`, { hasta }) as Promise<{ marcados: number }>,
  // Files (the upload itself, with its progress, is subir-adjunto.ts): a draft's attachment removed, the image consent, a stored file.
  quitarAdjunto: (id: string, adjuntoId: string) => request(`/api/consultas/${segmento(id)}/adjuntos/${segmento(adjuntoId)}`, { method: 'DELETE' }),
  consentirImagenes: (id: string) => post(`/api/consultas/${segmento(id)}/imagenes`, {}) as Promise<ImagenesConsentidas>,
  /** A stored message's file as a blob (rutaArchivo answers 302 to a fresh signed link, which fetch follows). */
  async archivo(ruta: string): Promise<Blob> {
    const respuesta = await fetch(ruta, { credentials: 'same-origin' });
    if (!respuesta.ok) throw new ApiError(respuesta.status, 'http_error', respuesta.statusText);
    return respuesta.blob();
  },
  aceptarConsulta: (consultaId: string) => consultaDe(post('/api/consultas/aceptar', { consultaId })),
  cerrarConsulta: (consultaId: string) => consultaDe(post('/api/consultas/cerrar', { consultaId })),
  cancelarConsulta: (consultaId: string) => consultaDe(post('/api/consultas/cancelar', { consultaId })),
  registrarSesionTriaje(sesion: SesionAnalitica): Promise<unknown> {
    // keepalive: the completed row must survive the parent closing the tab right after the result.
    return request('/api/analytics/triage-sessions', { method: 'POST', body: JSON.stringify(sesion), keepalive: true });
  },
};
