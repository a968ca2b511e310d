CREATE TABLE "limites" (
	"clave" text PRIMARY KEY NOT NULL,
	"cuenta" integer NOT NULL,
	"inicio_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verificaciones_email" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"emitido_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verificaciones_email" ADD CONSTRAINT "verificaciones_email_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verificaciones_email_user_idx" ON "verificaciones_email" USING btree ("user_id");