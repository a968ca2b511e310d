CREATE TABLE "documentos_clinicos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consulta_id" uuid NOT NULL,
	"pediatra_id" text,
	"tipo" text NOT NULL,
	"contenido" jsonb NOT NULL,
	"codigo" text NOT NULL,
	"emisor_nombre" text NOT NULL,
	"emisor_colegiado" text NOT NULL,
	"emisor_provincia" text NOT NULL,
	"es_cierre" boolean DEFAULT false NOT NULL,
	"clave" text NOT NULL,
	"tamano" integer NOT NULL,
	"mensaje_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_clinicos_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "documentos_clinicos_clave_unique" UNIQUE("clave"),
	CONSTRAINT "documentos_clinicos_mensaje_id_unique" UNIQUE("mensaje_id")
);
--> statement-breakpoint
CREATE TABLE "preferencias_avisos" (
	"user_id" text PRIMARY KEY NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suscripciones_push" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suscripciones_push_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "consultas_chat" ADD COLUMN "aviso_aceptada_email_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mensajes_chat" ADD COLUMN "aviso_email_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "especialidad" text;--> statement-breakpoint
ALTER TABLE "documentos_clinicos" ADD CONSTRAINT "documentos_clinicos_consulta_id_consultas_chat_id_fk" FOREIGN KEY ("consulta_id") REFERENCES "public"."consultas_chat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_clinicos" ADD CONSTRAINT "documentos_clinicos_pediatra_id_user_id_fk" FOREIGN KEY ("pediatra_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_clinicos" ADD CONSTRAINT "documentos_clinicos_mensaje_id_mensajes_chat_id_fk" FOREIGN KEY ("mensaje_id") REFERENCES "public"."mensajes_chat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_avisos" ADD CONSTRAINT "preferencias_avisos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suscripciones_push" ADD CONSTRAINT "suscripciones_push_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentos_clinicos_consulta_idx" ON "documentos_clinicos" USING btree ("consulta_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_clinicos_cierre_idx" ON "documentos_clinicos" USING btree ("consulta_id") WHERE "documentos_clinicos"."es_cierre";--> statement-breakpoint
CREATE INDEX "suscripciones_push_user_idx" ON "suscripciones_push" USING btree ("user_id");