/** TanStack Query keys of the paid consultations, shared by the pages and the realtime client. */
export const CLAVES_CONSULTAS = {
  /** Prefix of every list: invalidating it refreshes 'Mis Consultas', the panel and 'Chats Activos'. */
  listas: ['consultas'] as const,
  lista: ['consultas', 'lista'] as const,
  activas: ['consultas', 'activas'] as const,
  /** Prefix of every open consultation. */
  detalles: ['consulta'] as const,
  detalle: (id: string) => ['consulta', id] as const,
};
