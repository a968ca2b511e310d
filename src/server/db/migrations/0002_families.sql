CREATE TABLE "consultas_triaje" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"hijo_id" uuid,
	"flujo_tipo" text NOT NULL,
	"edad_meses" integer NOT NULL,
	"peso_kg" double precision NOT NULL,
	"respuestas" jsonb NOT NULL,
	"resultado_urgencia" text NOT NULL,
	"titulo_diagnostico" text NOT NULL,
	"consejos" jsonb NOT NULL,
	"acciones_sugeridas" jsonb NOT NULL,
	"medicacion" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hijos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"nombre" text NOT NULL,
	"fecha_nacimiento" date NOT NULL,
	"sexo" text,
	"peso_kg" double precision,
	"peso_fecha" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultas_triaje" ADD CONSTRAINT "consultas_triaje_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultas_triaje" ADD CONSTRAINT "consultas_triaje_hijo_id_hijos_id_fk" FOREIGN KEY ("hijo_id") REFERENCES "public"."hijos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hijos" ADD CONSTRAINT "hijos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultas_triaje_user_idx" ON "consultas_triaje" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "hijos_user_idx" ON "hijos" USING btree ("user_id");