CREATE TABLE "voice_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"signed_url" text NOT NULL,
	"overrides" jsonb NOT NULL,
	"max_minutes" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
