/**
 * Database schema (Drizzle). `npm run db:generate` turns changes into SQL
 * migrations under ./migrations, applied at start-up on PGlite and PostgreSQL.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
