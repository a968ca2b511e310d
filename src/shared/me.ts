/** GET /api/me: who is signed in and their role (SPEC §3 profiles); `user` is null for a visitor. */
export type Rol = 'user' | 'pediatra' | 'admin';

export interface Yo {
  readonly user: { readonly id: string; readonly email: string; readonly nombre: string };
  readonly role: Rol;
  /** Two-factor sign-in (staff only): whether it is on, and whether an operator requires it. */
  readonly dosFactores: { readonly activo: boolean; readonly obligatorio: boolean };
}

export type RespuestaYo = Yo | { readonly user: null; readonly role: 'user' };
