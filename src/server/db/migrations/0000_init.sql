CREATE TABLE "analytics_triaje_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"flujo_tipo" text NOT NULL,
	"user_agent" text,
	"status" text NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_triaje_sessions_flujo_idx" ON "analytics_triaje_sessions" USING btree ("flujo_tipo","created_at");