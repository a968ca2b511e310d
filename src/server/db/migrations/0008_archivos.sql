CREATE TABLE "adjuntos_chat" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consulta_id" uuid NOT NULL,
	"subido_por" text,
	"clave" text NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"tamano" integer NOT NULL,
	"mensaje_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adjuntos_chat_clave_unique" UNIQUE("clave"),
	CONSTRAINT "adjuntos_chat_mensaje_id_unique" UNIQUE("mensaje_id")
);
--> statement-breakpoint
ALTER TABLE "mensajes_chat" ADD COLUMN "entregado_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "numero_colegiado" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "colegio_provincia" text;--> statement-breakpoint
ALTER TABLE "adjuntos_chat" ADD CONSTRAINT "adjuntos_chat_consulta_id_consultas_chat_id_fk" FOREIGN KEY ("consulta_id") REFERENCES "public"."consultas_chat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjuntos_chat" ADD CONSTRAINT "adjuntos_chat_subido_por_user_id_fk" FOREIGN KEY ("subido_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjuntos_chat" ADD CONSTRAINT "adjuntos_chat_mensaje_id_mensajes_chat_id_fk" FOREIGN KEY ("mensaje_id") REFERENCES "public"."mensajes_chat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjuntos_chat_sin_enviar_idx" ON "adjuntos_chat" USING btree ("created_at") WHERE "adjuntos_chat"."mensaje_id" is null;