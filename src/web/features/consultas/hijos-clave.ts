/** Query key of the signed-in parent's children, shared by the triage and the history. */
export const CLAVE_HIJOS = ['hijos'] as const;
