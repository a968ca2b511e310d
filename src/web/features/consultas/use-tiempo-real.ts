/**
 * Keeps the consultation lists and pages live while someone is signed in:
 * one socket per tab, opened on sign-in and closed on sign-out.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { conectarTiempoReal, urlTiempoReal } from '../../lib/tiempo-real.ts';
import { useSesion } from '../auth/sesion.ts';
import { emitirEventoChat } from '../chat/eventos-chat.ts';
import { CLAVES_CONSULTAS } from './claves.ts';

export function useTiempoReal(): void {
  const cliente = useQueryClient();
  const { yo } = useSesion();
  // Staff held back by a required second factor would be refused the socket over and over: wait until it is on.
  const userId = yo && !(yo.role !== 'user' && yo.dosFactores.obligatorio && !yo.dosFactores.activo) ? yo.user.id : undefined;
  useEffect(() => {
    if (!userId) return;
    const conexion = conectarTiempoReal({
      url: urlTiempoReal(window.location),
      onEvento: (evento) => {
        // The open chat fetches what it is missing after the last number it holds.
        emitirEventoChat(evento);
        // A message or a read changes the lists' unread counts; an open consultation's own data stays as it is.
        void cliente.invalidateQueries({ queryKey: CLAVES_CONSULTAS.listas });
        if (evento.tipo === 'mensaje' || evento.tipo === 'leidos') return;
        // On (re)connection we may have missed anything: every open consultation refetches too.
        void cliente.invalidateQueries({ queryKey: evento.tipo === 'consulta' ? CLAVES_CONSULTAS.detalle(evento.id) : CLAVES_CONSULTAS.detalles });
      },
    });
    return () => conexion.cerrar();
  }, [userId, cliente]);
}
