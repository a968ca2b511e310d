/**
 * DECISIONS beyond-5, GDPR arts. 15 and 20: everything stored about the user,
 * machine-readable, in one download.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { pagos, profiles, user } from '../db/schema.ts';
import { listarMensajes } from '../chat/mensajes-service.ts';
import { detalleConsulta, listarConsultas } from '../consultas/consultas-service.ts';
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
    teleconsultas: await teleconsultasDe(db, userId),
  };
}

/** The family's paid consultations (as the family sees them) and every payment attempt. */
async function teleconsultasDe(db: Db, userId: string) {
  // The family's view, whatever the account's role: its own consultations.
  const familia = { id: userId, rol: 'user' as const };
  const resumenes = await listarConsultas(db, familia);
  const consultas = await Promise.all(resumenes.map((c) => detalleConsulta(db, familia, c.id)));
  const filas = await db.select().from(pagos).where(eq(pagos.userId, userId)).orderBy(desc(pagos.createdAt));
  return {
    consultas: consultas.filter((c) => c !== null),
    pagos: filas.map((p) => ({
      id: p.id,
      proveedor: p.proveedor,
      estado: p.estado,
      importe_centimos: p.importeCentimos,
      moneda: p.moneda,
      imagenes_consentidas: p.imagenesConsentidas,
      creado_el: p.createdAt.toISOString(),
      pagado_el: p.pagadoAt?.toISOString() ?? null,
      reembolsado_el: p.reembolsadoAt?.toISOString() ?? null,
    })),
    mensajes: (await Promise.all(resumenes.map((c) => listarMensajes(db, familia, c.id, 0)))).flatMap((m) => m ?? []),
    archivos: [],
  };
}
