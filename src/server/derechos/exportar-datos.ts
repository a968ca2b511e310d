/**
 * DECISIONS beyond-5, GDPR arts. 15 and 20: everything stored about the user,
 * machine-readable, in one download.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { profiles, user } from '../db/schema.ts';
import { listarTriajes, obtenerTriaje } from '../consultas-triaje/consultas-triaje-service.ts';
import { listarHijos } from '../hijos/hijos-service.ts';
import { listarConsentimientos } from './consentimientos-service.ts';

export async function exportarDatos(db: Db, userId: string, ahora = new Date()) {
  const [cuenta] = await db
    .select({ id: user.id, email: user.email, nombre: user.name, email_verificado: user.emailVerified, creada_el: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  const [perfil] = await db.select({ nombre: profiles.nombre, apellidos: profiles.apellidos, rol: profiles.role }).from(profiles).where(eq(profiles.userId, userId));
  const resumenes = await listarTriajes(db, userId);
  const triajes = await Promise.all(resumenes.map((r) => obtenerTriaje(db, userId, r.id)));
  return {
    formato: 'triaje-pediatrico/datos-personales',
    version: 1,
    generado_el: ahora.toISOString(),
    cuenta: cuenta ? { ...cuenta, creada_el: cuenta.creada_el.toISOString() } : null,
    perfil: perfil ?? null,
    hijos: await listarHijos(db, userId),
    resultados_guardados: triajes.filter((t) => t !== null),
    consentimientos: await listarConsentimientos(db, userId),
    analitica: {
      filas: [],
      nota: 'Las estadísticas de uso del triaje se guardan sin vínculo con tu cuenta (identificador de sesión aleatorio por visita), por lo que no podemos atribuírtelas.',
    },
    teleconsultas: { consultas: [], mensajes: [], archivos: [], nota: 'Aún no hay teleconsultas de pago en tu cuenta.' },
  };
}
