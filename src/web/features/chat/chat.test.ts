import { describe, expect, it } from 'vitest';
import type { Mensaje } from '../../../shared/chat.ts';
import { hrefSeguro, partirEnlaces } from './enlaces.ts';
import { conSeparadores, etiquetaDia, fusionarMensajes, hastaSinLeer, horaMensaje, ultimoSeq } from './mensajes.ts';
import { esFalloDeConexion, guardarPendientes, leerPendientes, sinEntregados, type Pendiente } from './pendientes.ts';

function mensaje(seq: number, cambios: Partial<Mensaje> = {}): Mensaje {
  return {
    id: `id-${seq}`,
    consulta_id: 'c1',
    seq,
    client_id: `cliente-${seq}`,
    sender_id: 'familia',
    content: `mensaje ${seq}`,
    message_type: 'text',
    image_url: null,
    file_url: null,
    file_name: null,
    file_type: null,
    file_size: null,
    created_at: new Date(2026, 2, 14, 18, seq).toISOString(),
    is_read: false,
    read_at: null,
    entregado_at: null,
    documento: null,
    ...cambios,
  };
}

describe('merging messages by seq', () => {
  it('keeps seq order and shows each message once, however often or late it arrives', () => {
    const actuales = [mensaje(1), mensaje(2)];
    const fusion = fusionarMensajes(actuales, [mensaje(4), mensaje(2), mensaje(3), mensaje(4)]);
    expect(fusion.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(ultimoSeq(fusion)).toBe(4);
    expect(ultimoSeq([])).toBe(0);
  });

  it('takes the newer copy of a message (its read mark)', () => {
    const fusion = fusionarMensajes([mensaje(1), mensaje(2)], [mensaje(2, { is_read: true })]);
    expect(fusion.map((m) => m.is_read)).toEqual([false, true]);
  });

  it('returns the same list when nothing arrived, so nothing re-renders', () => {
    const actuales = [mensaje(1)];
    expect(fusionarMensajes(actuales, [])).toBe(actuales);
  });

  it("marks read only the other party's unread messages", () => {
    const lista = [mensaje(1, { sender_id: 'pediatra', is_read: true }), mensaje(2, { sender_id: 'pediatra' }), mensaje(3, { sender_id: 'familia' })];
    expect(hastaSinLeer(lista, 'familia')).toBe(2);
    expect(hastaSinLeer(lista, 'pediatra')).toBe(3);
    expect(hastaSinLeer(lista.slice(0, 1), 'familia')).toBeNull();
  });
});

describe('times and day separators', () => {
  const hoy = new Date(2026, 2, 14, 20, 0);

  it('shows HH:mm on a 24-hour clock', () => {
    expect(horaMensaje(new Date(2026, 2, 14, 8, 5).toISOString())).toBe('08:05');
    expect(horaMensaje(new Date(2026, 2, 14, 18, 30).toISOString())).toBe('18:30');
  });

  it('names today, yesterday, and older days in Spanish', () => {
    expect(etiquetaDia(new Date(2026, 2, 14, 0, 1).toISOString(), hoy)).toBe('Hoy');
    expect(etiquetaDia(new Date(2026, 2, 13, 23, 59).toISOString(), hoy)).toBe('Ayer');
    expect(etiquetaDia(new Date(2026, 2, 10, 12, 0).toISOString(), hoy)).toBe('martes, 10 de marzo de 2026');
  });

  it('puts one separator before the first message of each day', () => {
    const dias = [new Date(2026, 2, 13, 22, 0), new Date(2026, 2, 13, 23, 0), new Date(2026, 2, 14, 0, 10), new Date(2026, 2, 14, 9, 0)];
    const filas = conSeparadores(
      dias.map((d) => ({ created_at: d.toISOString() })),
      hoy,
    );
    expect(filas.map((f) => (f.tipo === 'dia' ? f.etiqueta : 'm'))).toEqual(['Ayer', 'm', 'm', 'Hoy', 'm', 'm']);
    expect(conSeparadores([], hoy)).toEqual([]);
  });
});

describe('safe links', () => {
  it('makes http(s) links clickable and leaves the rest as text', () => {
    expect(partirEnlaces('Mira https://www.aeped.es/guia, y dime.')).toEqual([
      { tipo: 'texto', texto: 'Mira ' },
      { tipo: 'enlace', texto: 'https://www.aeped.es/guia', href: 'https://www.aeped.es/guia' },
      { tipo: 'texto', texto: ', y dime.' },
    ]);
    expect(partirEnlaces('http://a.es (y https://b.es/x?y=1)')).toEqual([
      { tipo: 'enlace', texto: 'http://a.es', href: 'http://a.es/' },
      { tipo: 'texto', texto: ' (y ' },
      { tipo: 'enlace', texto: 'https://b.es/x?y=1', href: 'https://b.es/x?y=1' },
      { tipo: 'texto', texto: ')' },
    ]);
  });

  it('never links other schemes, credentials or broken URLs', () => {
    for (const texto of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'www.ejemplo.es', 'ftp://a.es', 'vbscript:x']) {
      expect(partirEnlaces(texto)).toEqual([{ tipo: 'texto', texto }]);
    }
    expect(partirEnlaces('https://usuario:clave@banco.es')).toEqual([{ tipo: 'texto', texto: 'https://usuario:clave@banco.es' }]);
    expect(hrefSeguro('https://')).toBeNull();
    expect(hrefSeguro('javascript://%0Aalert(1)')).toBeNull();
  });

  it('keeps line breaks and markup-like text as plain text', () => {
    expect(partirEnlaces('<b>hola</b>\nadiós')).toEqual([{ tipo: 'texto', texto: '<b>hola</b>\nadiós' }]);
    expect(partirEnlaces('')).toEqual([]);
  });
});

describe('messages waiting to be sent', () => {
  const pendiente = (clientId: string): Pendiente => ({ clientId, content: 'hola', creadoEn: '2026-03-14T18:00:00.000Z', estado: 'enviando' });

  it('hides a waiting message once its client id came back stored', () => {
    expect(sinEntregados([pendiente('cliente-1'), pendiente('otro')], [mensaje(1)]).map((p) => p.clientId)).toEqual(['otro']);
  });

  it('retries after network failures and server errors, not after a refusal', () => {
    expect(esFalloDeConexion(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(esFalloDeConexion(new Error('x'), false)).toBe(true);
    expect(esFalloDeConexion({ status: 503 }, true)).toBe(true);
    expect(esFalloDeConexion({ status: 400 }, true)).toBe(false);
    expect(esFalloDeConexion(new Error('x'), true)).toBe(false);
  });

  it('survives a reload in storage, waiting again, and ignores what it cannot read', () => {
    const datos = new Map<string, string>();
    const almacen = { getItem: (k: string) => datos.get(k) ?? null, setItem: (k: string, v: string) => void datos.set(k, v), removeItem: (k: string) => void datos.delete(k) };
    guardarPendientes(almacen, 'c1', [pendiente('a')]);
    expect(leerPendientes(almacen, 'c1')).toEqual([{ ...pendiente('a'), estado: 'pendiente' }]);
    expect(leerPendientes(almacen, 'c2')).toEqual([]);
    guardarPendientes(almacen, 'c1', []);
    expect(datos.size).toBe(0);
    datos.set('chat-pendientes:c1', '{roto');
    expect(leerPendientes(almacen, 'c1')).toEqual([]);
    datos.set('chat-pendientes:c1', '[{"clientId":1}]');
    expect(leerPendientes(almacen, 'c1')).toEqual([]);
  });
});
