CREATE TABLE "demo_usage" (
	"day" date PRIMARY KEY NOT NULL,
	"ai_tokens" bigint DEFAULT 0 NOT NULL,
	"voice_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
