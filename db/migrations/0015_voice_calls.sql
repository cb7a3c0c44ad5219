CREATE TABLE "voice_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"caller" text NOT NULL,
	"minutes" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "voice_calls_day_caller_idx" ON "voice_calls" USING btree ("day","caller");