/** Router state that opens a consultation on /consultas (SPEC §2 "navigation state can open a chat directly"). */
export interface EstadoNavegacionChat {
  readonly viewState: 'chat';
  readonly selectedConsultationId: string;
}

export function chatPedido(estado: unknown): string | null {
  if (typeof estado !== 'object' || estado === null) return null;
  const { viewState, selectedConsultationId } = estado as Partial<Record<keyof EstadoNavegacionChat, unknown>>;
  return viewState === 'chat' && typeof selectedConsultationId === 'string' && selectedConsultationId !== '' ? selectedConsultationId : null;
}
