import { describe, expect, it } from 'vitest';
import type { ConsultaResumen, TriajeDeConsulta } from '../../../shared/consultas.ts';
import type { ConsultaTriajeResumen } from '../../../shared/consultas-triaje.ts';
import { MSG } from '../../messages.ts';
import { formatearImporte } from '../pagos/importe.ts';
import { mezclarHistorial } from './historial.ts';
import { chatPedido } from './navegacion.ts';
import { edadPaciente, nombreTriaje } from './resumen.ts';

const pagada = (id: string, created_at: string): ConsultaResumen => ({
  id,
  created_at,
  status: 'pendiente',
  user_id: 'u',
  pediatra_id: null,
  pago_id: 'p',
  aceptada_at: null,
  cerrada_at: null,
  cancelada_at: null,
  triaje: null,
  paciente: null,
  no_leidos: 0,
  informe_cierre: null,
});
const triaje = (id: string, created_at: string): ConsultaTriajeResumen => ({ id, created_at, flujo_tipo: 'tos', titulo_diagnostico: 't', resultado_urgencia: 'verde', hijo_id: null });

describe('the family history', () => {
  it('merges paid consultations and saved triages, newest first', () => {
    const orden = mezclarHistorial(
      [pagada('p1', '2026-03-01T10:00:00Z'), pagada('p2', '2026-03-03T10:00:00Z')],
      [triaje('t1', '2026-03-02T10:00:00+01:00'), triaje('t2', '2026-03-04T08:00:00Z')],
    ).map((e) => `${e.tipo}:${e.id}`);
    expect(orden).toEqual(['triaje:t2', 'pagada:p2', 'triaje:t1', 'pagada:p1']);
  });
});

describe('the patient', () => {
  it('says months and years as a parent would', () => {
    expect([0, 1, 9, 12, 13, 24, 27, 156].map(MSG.consultas.edadMeses)).toEqual(['0 meses', '1 mes', '9 meses', '1 año', '1 año y 1 mes', '2 años', '2 años y 3 meses', '13 años']);
  });

  it('shows the answered range, not a false precision, when no child profile was chosen', () => {
    expect(edadPaciente({ nombre: null, edad_meses: 18, peso_kg: null })).toBe('1-2 años');
    expect(edadPaciente({ nombre: null, edad_meses: 2, peso_kg: null })).toBe('0-3 meses');
    expect(edadPaciente({ nombre: 'Lucas', edad_meses: 18, peso_kg: null })).toBe('1 año y 6 meses');
    expect(edadPaciente({ nombre: null, edad_meses: null, peso_kg: 12 })).toBeNull();
  });

  it('names the flow and the child, or says there was no triage', () => {
    const tos: TriajeDeConsulta = { flujo_tipo: 'tos', flujo_nombre: 'Tos', urgencia: 'verde', titulo: 'Catarro' };
    expect(nombreTriaje(tos, { nombre: 'Lucas', edad_meses: 30, peso_kg: 13 })).toBe('😷 Tos y dificultad para respirar · Lucas');
    expect(nombreTriaje(null, null)).toBe('Consulta sin triaje previo');
  });
});

describe('who attends and what is unread', () => {
  it("shows the paediatrician's registration with its province when known", () => {
    expect(MSG.consultas.colegiado('282812345', 'Madrid')).toBe('Nº de colegiado 282812345 (Madrid)');
    expect(MSG.consultas.colegiado('282812345', null)).toBe('Nº de colegiado 282812345');
  });

  it('reads the unread count in words', () => {
    expect(MSG.consultas.noLeidos(1)).toBe('1 mensaje sin leer');
    expect(MSG.consultas.noLeidos(3)).toBe('3 mensajes sin leer');
  });
});

describe('payment pages', () => {
  it('shows the amount as the spec does', () => {
    expect(formatearImporte(1500, 'eur')).toBe('€15.00');
    expect(formatearImporte(1999, 'EUR')).toBe('€19.99');
    expect(formatearImporte(1500, 'usd')).toBe('15.00 USD');
  });

  it('opens a chat only from well-formed router state', () => {
    expect(chatPedido({ viewState: 'chat', selectedConsultationId: 'abc' })).toBe('abc');
    for (const otro of [null, undefined, 'chat', {}, { viewState: 'lista', selectedConsultationId: 'abc' }, { viewState: 'chat', selectedConsultationId: '' }]) {
      expect(chatPedido(otro)).toBeNull();
    }
  });
});
