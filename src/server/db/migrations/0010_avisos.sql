ALTER TABLE "consultas_chat" ADD COLUMN "aviso_aceptada_push_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultas_chat" ADD COLUMN "aviso_pendiente_push_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mensajes_chat" ADD COLUMN "aviso_push_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "consultas_chat_aviso_aceptada_idx" ON "consultas_chat" USING btree ("aceptada_at") WHERE "consultas_chat"."aviso_aceptada_push_at" is null;--> statement-breakpoint
CREATE INDEX "mensajes_chat_sin_push_idx" ON "mensajes_chat" USING btree ("created_at") WHERE "mensajes_chat"."is_read" = false and "mensajes_chat"."aviso_push_at" is null;--> statement-breakpoint
CREATE INDEX "mensajes_chat_sin_email_idx" ON "mensajes_chat" USING btree ("created_at") WHERE "mensajes_chat"."is_read" = false and "mensajes_chat"."aviso_email_at" is null;--> statement-breakpoint
-- News older than this upgrade was never meant to be notified: it counts as told, so the first sweep sends nothing stale.
UPDATE "mensajes_chat" SET "aviso_push_at" = now(), "aviso_email_at" = coalesce("aviso_email_at", now()) WHERE "is_read" = false AND "aviso_push_at" IS NULL;--> statement-breakpoint
UPDATE "consultas_chat" SET "aviso_aceptada_push_at" = now(), "aviso_aceptada_email_at" = coalesce("aviso_aceptada_email_at", now()) WHERE "aceptada_at" IS NOT NULL;--> statement-breakpoint
UPDATE "consultas_chat" SET "aviso_pendiente_push_at" = now();
