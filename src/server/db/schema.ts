/**
 * Database schema (Drizzle). `npm run db:generate` turns changes into SQL
 * migrations under ./migrations, applied at start-up on PGlite and PostgreSQL.
 */
import type { ResumenTriaje } from '../../domain/consultas/resumen-triaje.ts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** SPEC §3 analytics_triaje_sessions: one row per started and per completed questionnaire. */
export const analyticsTriajeSessions = pgTable(
  'analytics_triaje_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull(),
    flujoTipo: text('flujo_tipo').notNull(),
    userAgent: text('user_agent'),
    status: text('status', { enum: ['started', 'completed'] }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_triaje_sessions_flujo_idx').on(t.flujoTipo, t.createdAt)],
);

// --- Accounts (Better Auth's tables; keys are its field names) ---------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Sign-in throttling shared by every app process (tech-notes §1: never in memory). */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** SPEC §3 profiles: one per account, role read by the server on every request. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  nombre: text('nombre').notNull().default(''),
  apellidos: text('apellidos').notNull().default(''),
  role: text('role', { enum: ['user', 'pediatra', 'admin'] }).notNull().default('user'),
  /** Set by an operator (npm run admin -- require-2fa): staff features wait until TOTP is on. */
  requiere2fa: boolean('requiere_2fa').notNull().default(false),
  /** A paediatrician's número de colegiado and the province of its Colegio de Médicos (set by an operator; shown to the family). */
  numeroColegiado: text('numero_colegiado'),
  colegioProvincia: text('colegio_provincia'),
  /** A paediatrician's specialty as printed on documents and shown in the chat (set by an operator). */
  especialidad: text('especialidad'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail the product sends, written before delivery: the embedded
 * default only stores and prints them; with SMTP a sender delivers and marks them.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.createdAt)],
);

// --- Families' data ------------------------------------------------------------

/** DECISIONS beyond-4: a parent's children, to pre-fill age and weight and filter the history. */
export const hijos = pgTable(
  'hijos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }).notNull(),
    sexo: text('sexo', { enum: ['femenino', 'masculino'] }),
    pesoKg: doublePrecision('peso_kg'),
    pesoFecha: date('peso_fecha', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hijos_user_idx').on(t.userId)],
);

/** SPEC §3 consultas_triaje: a saved triage result. */
export const consultasTriaje = pgTable(
  'consultas_triaje',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    hijoId: uuid('hijo_id').references(() => hijos.id, { onDelete: 'set null' }),
    flujoTipo: text('flujo_tipo').notNull(),
    edadMeses: integer('edad_meses').notNull(),
    pesoKg: doublePrecision('peso_kg').notNull(),
    respuestas: jsonb('respuestas').$type<Record<string, string | number>>().notNull(),
    resultadoUrgencia: text('resultado_urgencia', { enum: ['rojo', 'amarillo', 'verde'] }).notNull(),
    tituloDiagnostico: text('titulo_diagnostico').notNull(),
    consejos: jsonb('consejos').$type<string[]>().notNull(),
    accionesSugeridas: jsonb('acciones_sugeridas').$type<string[]>().notNull(),
    medicacion: jsonb('medicacion').$type<{ med: string; dosis_por_kg: string; ejemplo: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consultas_triaje_user_idx').on(t.userId, t.createdAt)],
);

/** Better Auth's two-factor plugin: the TOTP secret and backup codes of a staff account (encrypted by the plugin). */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factor_user_idx').on(t.userId), index('two_factor_secret_idx').on(t.secret)],
);

/** Consents given by a signed-in user (SPEC §3 local flags, kept server-side so the clinic can prove them). */
export const consentimientos = pgTable(
  'consentimientos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['basico', 'registro', 'imagenes'] }).notNull(),
    version: text('version').notNull(),
    aceptadoAt: timestamp('aceptado_at', { withTimezone: true }).notNull(),
    retiradoAt: timestamp('retirado_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consentimientos_user_idx').on(t.userId, t.tipo)],
);

/**
 * Fixed-window counters of our own (sign-in and password throttling, e-mails
 * per recipient, writes per account). Kept apart from Better Auth's
 * rate_limit table, which the library prunes by its own shortest window.
 */
export const limites = pgTable('limites', {
  clave: text('clave').primaryKey(),
  cuenta: integer('cuenta').notNull(),
  /** Start of the current window, ms since the epoch (the app's clock). */
  inicioMs: bigint('inicio_ms', { mode: 'number' }).notNull(),
});

/**
 * The verification links e-mailed to an account as it stands: a new sign-up
 * for an unconfirmed address replaces the account, and with it (by cascade)
 * every earlier link.
 */
export const verificacionesEmail = pgTable(
  'verificaciones_email',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    emitidoAt: timestamp('emitido_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verificaciones_email_user_idx').on(t.userId)],
);

// --- Paid consultations ------------------------------------------------------------

/**
 * One checkout attempt (DECISIONS read-5): written before the family goes to
 * pay, fulfilled once by a conditional update. Kept when the account is
 * deleted (the law keeps payments), detached from it.
 */
export const pagos = pgTable(
  'pagos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    proveedor: text('proveedor', { enum: ['stripe', 'demo'] }).notNull(),
    /** The provider's checkout session id; null only between our insert and the provider's answer. */
    sesionId: text('sesion_id').unique(),
    estado: text('estado', { enum: ['abierto', 'pagado', 'expirado', 'reembolso_pendiente', 'reembolsado'] })
      .notNull()
      .default('abierto'),
    importeCentimos: integer('importe_centimos').notNull(),
    moneda: text('moneda').notNull(),
    imagenesConsentidas: boolean('imagenes_consentidas').notNull(),
    /** The triage the payment started from, as the server recomputed it (copied into the consultation). */
    triaje: jsonb('triaje').$type<ResumenTriaje>(),
    hijoId: uuid('hijo_id').references(() => hijos.id, { onDelete: 'set null' }),
    pacienteNombre: text('paciente_nombre'),
    referenciaPago: text('referencia_pago'),
    reembolsoId: text('reembolso_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    pagadoAt: timestamp('pagado_at', { withTimezone: true }),
    reembolsadoAt: timestamp('reembolsado_at', { withTimezone: true }),
  },
  (t) => [index('pagos_user_idx').on(t.userId, t.createdAt), index('pagos_estado_idx').on(t.estado)],
);

/** SPEC §3 consultas_chat, plus the cancellation of DECISIONS read-11. */
export const consultasChat = pgTable(
  'consultas_chat',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: ['pendiente', 'activa', 'cerrada', 'cancelada'] }).notNull().default('pendiente'),
    /** Null once the family deleted its account: the consultation is kept, detached (privacy policy). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    pediatraId: text('pediatra_id').references(() => user.id, { onDelete: 'set null' }),
    /** Exactly one consultation per payment, whatever races the fulfilment. */
    pagoId: uuid('pago_id')
      .notNull()
      .unique()
      .references(() => pagos.id),
    imagenesConsentidas: boolean('imagenes_consentidas').notNull(),
    triaje: jsonb('triaje').$type<ResumenTriaje>(),
    pacienteNombre: text('paciente_nombre'),
    aceptadaAt: timestamp('aceptada_at', { withTimezone: true }),
    cerradaPor: text('cerrada_por').references(() => user.id, { onDelete: 'set null' }),
    cerradaAt: timestamp('cerrada_at', { withTimezone: true }),
    canceladaAt: timestamp('cancelada_at', { withTimezone: true }),
    /** The last message number given in this consultation; incremented under the row lock by each send. */
    ultimoSeq: integer('ultimo_seq').notNull().default(0),
    /** When the admins were told nobody had accepted it yet (DECISIONS beyond-7). */
    avisoEsperaAt: timestamp('aviso_espera_at', { withTimezone: true }),
    /** When the family was e-mailed that a paediatrician accepted, because it had not opened the chat since (DECISIONS beyond-9). */
    avisoAceptadaEmailAt: timestamp('aviso_aceptada_email_at', { withTimezone: true }),
    /** When the family's devices were pushed that a paediatrician accepted; set once by a conditional update (decision 0027). */
    avisoAceptadaPushAt: timestamp('aviso_aceptada_push_at', { withTimezone: true }),
    /** When the paediatricians' devices were pushed that this paid consultation waits; set once (decision 0027). */
    avisoPendientePushAt: timestamp('aviso_pendiente_push_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consultas_chat_user_idx').on(t.userId, t.createdAt),
    index('consultas_chat_pediatra_idx').on(t.pediatraId, t.status),
    index('consultas_chat_status_idx').on(t.status, t.createdAt),
    // The notifications sweep (decision 0027) looks only at acceptances nobody has pushed yet.
    index('consultas_chat_aviso_aceptada_idx').on(t.aceptadaAt).where(sql`${t.avisoAceptadaPushAt} is null`),
  ],
);

/** Provider webhook events already handled (Stripe retries and replays them). */
export const eventosPago = pgTable('eventos_pago', {
  id: text('id').primaryKey(),
  tipo: text('tipo').notNull(),
  recibidoAt: timestamp('recibido_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The embedded demo checkout's own sessions: what Stripe would hold, kept apart from our payments. */
export const sesionesDemo = pgTable('sesiones_demo', {
  id: text('id').primaryKey(),
  pagoId: uuid('pago_id').notNull(),
  /** Set null, not cascaded: a deleted family's pending consultation is still refunded through its session. */
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  importeCentimos: integer('importe_centimos').notNull(),
  moneda: text('moneda').notNull(),
  estado: text('estado', { enum: ['abierta', 'pagada', 'expirada', 'cancelada'] }).notNull().default('abierta'),
  urlExito: text('url_exito').notNull(),
  urlCancelado: text('url_cancelado').notNull(),
  expiraAt: timestamp('expira_at', { withTimezone: true }).notNull(),
  referenciaPago: text('referencia_pago'),
  reembolsoId: text('reembolso_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * SPEC §3 mensajes_chat. Each consultation numbers its messages (`seq`, given
 * under the consultation's row lock), so a client that reconnects asks for
 * everything after the last number it has; `client_id` is the sender's own id
 * for the message, so a retried send is stored once.
 */
export const mensajesChat = pgTable(
  'mensajes_chat',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultaId: uuid('consulta_id')
      .notNull()
      .references(() => consultasChat.id),
    seq: integer('seq').notNull(),
    clientId: uuid('client_id').notNull(),
    /** Null once the sender's account is deleted (the conversation is kept). */
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** 'documento': a clinical document issued in the chat (documentos_clinicos.mensaje_id points here). */
    messageType: text('message_type', { enum: ['text', 'image', 'file', 'documento'] }).notNull().default('text'),
    imageUrl: text('image_url'),
    fileUrl: text('file_url'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the other participant's device first fetched it (the 'delivered' mark). */
    entregadoAt: timestamp('entregado_at', { withTimezone: true }),
    /** When the recipient was e-mailed about it, still unread (DECISIONS beyond-9); set once by a conditional update. */
    avisoEmailAt: timestamp('aviso_email_at', { withTimezone: true }),
    /** When the recipient's devices were pushed about it, still unread (decision 0027); set once by a conditional update. */
    avisoPushAt: timestamp('aviso_push_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mensajes_chat_consulta_seq_idx').on(t.consultaId, t.seq),
    uniqueIndex('mensajes_chat_consulta_cliente_idx').on(t.consultaId, t.clientId),
    // The notifications sweep reads only unread messages not yet pushed or e-mailed: these stay few.
    index('mensajes_chat_sin_push_idx').on(t.createdAt).where(sql`${t.isRead} = false and ${t.avisoPushAt} is null`),
    index('mensajes_chat_sin_email_idx').on(t.createdAt).where(sql`${t.isRead} = false and ${t.avisoEmailAt} is null`),
  ],
);

/**
 * A file uploaded to a consultation's chat. It is a draft's attachment until
 * a message of the same sender takes it (mensaje_id, set once under a
 * conditional update); unsent ones are swept. The storage key never leaves
 * the server: pages get signed links.
 */
export const adjuntosChat = pgTable(
  'adjuntos_chat',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultaId: uuid('consulta_id')
      .notNull()
      .references(() => consultasChat.id),
    /** Null once the uploader's account is deleted (a sent file stays with the conversation). */
    subidoPor: text('subido_por').references(() => user.id, { onDelete: 'set null' }),
    clave: text('clave').notNull().unique(),
    nombre: text('nombre').notNull(),
    tipo: text('tipo').notNull(),
    tamano: integer('tamano').notNull(),
    mensajeId: uuid('mensaje_id')
      .unique()
      .references(() => mensajesChat.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('adjuntos_chat_sin_enviar_idx').on(t.createdAt).where(sql`${t.mensajeId} is null`)],
);

/**
 * A clinical document issued in a consultation's chat (DECISIONS beyond-8):
 * the validated content, the PDF stored once under a random key, and a
 * verification code anyone may check on /verificar. The issuer's identity is
 * copied at issue time, so verification still answers after the account goes.
 */
export const documentosClinicos = pgTable(
  'documentos_clinicos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultaId: uuid('consulta_id')
      .notNull()
      .references(() => consultasChat.id),
    pediatraId: text('pediatra_id').references(() => user.id, { onDelete: 'set null' }),
    tipo: text('tipo', { enum: ['receta', 'justificante', 'informe'] }).notNull(),
    contenido: jsonb('contenido').notNull(),
    codigo: text('codigo').notNull().unique(),
    emisorNombre: text('emisor_nombre').notNull(),
    emisorColegiado: text('emisor_colegiado').notNull(),
    emisorProvincia: text('emisor_provincia').notNull(),
    /** The closing report of DECISIONS beyond-8: at most one per consultation. */
    esCierre: boolean('es_cierre').notNull().default(false),
    clave: text('clave').notNull().unique(),
    tamano: integer('tamano').notNull(),
    mensajeId: uuid('mensaje_id')
      .unique()
      .references(() => mensajesChat.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documentos_clinicos_consulta_idx').on(t.consultaId, t.createdAt),
    uniqueIndex('documentos_clinicos_cierre_idx').on(t.consultaId).where(sql`${t.esCierre}`),
  ],
);

/** A browser or installed app that allowed Web Push: one row per device, removed when the push service says it is gone. */
export const suscripcionesPush = pgTable(
  'suscripciones_push',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('suscripciones_push_user_idx').on(t.userId)],
);

/** Which notifications a person wants (DECISIONS beyond-9); no row means the defaults. */
export const preferenciasAvisos = pgTable('preferencias_avisos', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Web Push about one's consultations (family) or new paid consultations (paediatrician). */
  push: boolean('push').notNull().default(true),
  /** E-mail when news stays unread for UNREAD_EMAIL_MINUTES. */
  email: boolean('email').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
