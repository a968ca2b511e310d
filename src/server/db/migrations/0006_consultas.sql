CREATE TABLE "consultas_chat" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"user_id" text,
	"pediatra_id" text,
	"pago_id" uuid NOT NULL,
	"imagenes_consentidas" boolean NOT NULL,
	"triaje" jsonb,
	"paciente_nombre" text,
	"aceptada_at" timestamp with time zone,
	"cerrada_por" text,
	"cerrada_at" timestamp with time zone,
	"cancelada_at" timestamp with time zone,
	"aviso_espera_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultas_chat_pago_id_unique" UNIQUE("pago_id")
);
--> statement-breakpoint
CREATE TABLE "eventos_pago" (
	"id" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"recibido_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"proveedor" text NOT NULL,
	"sesion_id" text,
	"estado" text DEFAULT 'abierto' NOT NULL,
	"importe_centimos" integer NOT NULL,
	"moneda" text NOT NULL,
	"imagenes_consentidas" boolean NOT NULL,
	"triaje" jsonb,
	"hijo_id" uuid,
	"paciente_nombre" text,
	"referencia_pago" text,
	"reembolso_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pagado_at" timestamp with time zone,
	"reembolsado_at" timestamp with time zone,
	CONSTRAINT "pagos_sesion_id_unique" UNIQUE("sesion_id")
);
--> statement-breakpoint
CREATE TABLE "sesiones_demo" (
	"id" text PRIMARY KEY NOT NULL,
	"pago_id" uuid NOT NULL,
	"user_id" text,
	"importe_centimos" integer NOT NULL,
	"moneda" text NOT NULL,
	"estado" text DEFAULT 'abierta' NOT NULL,
	"url_exito" text NOT NULL,
	"url_cancelado" text NOT NULL,
	"expira_at" timestamp with time zone NOT NULL,
	"referencia_pago" text,
	"reembolso_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultas_chat" ADD CONSTRAINT "consultas_chat_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultas_chat" ADD CONSTRAINT "consultas_chat_pediatra_id_user_id_fk" FOREIGN KEY ("pediatra_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultas_chat" ADD CONSTRAINT "consultas_chat_pago_id_pagos_id_fk" FOREIGN KEY ("pago_id") REFERENCES "public"."pagos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultas_chat" ADD CONSTRAINT "consultas_chat_cerrada_por_user_id_fk" FOREIGN KEY ("cerrada_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_hijo_id_hijos_id_fk" FOREIGN KEY ("hijo_id") REFERENCES "public"."hijos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesiones_demo" ADD CONSTRAINT "sesiones_demo_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultas_chat_user_idx" ON "consultas_chat" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "consultas_chat_pediatra_idx" ON "consultas_chat" USING btree ("pediatra_id","status");--> statement-breakpoint
CREATE INDEX "consultas_chat_status_idx" ON "consultas_chat" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pagos_user_idx" ON "pagos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pagos_estado_idx" ON "pagos" USING btree ("estado");