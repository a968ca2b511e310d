CREATE TABLE "mensajes_chat" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consulta_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"sender_id" text,
	"content" text NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"image_url" text,
	"file_url" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consultas_chat" ADD COLUMN "ultimo_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mensajes_chat" ADD CONSTRAINT "mensajes_chat_consulta_id_consultas_chat_id_fk" FOREIGN KEY ("consulta_id") REFERENCES "public"."consultas_chat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensajes_chat" ADD CONSTRAINT "mensajes_chat_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mensajes_chat_consulta_seq_idx" ON "mensajes_chat" USING btree ("consulta_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "mensajes_chat_consulta_cliente_idx" ON "mensajes_chat" USING btree ("consulta_id","client_id");