CREATE TABLE "scheduling_settings" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"time_zone" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"min_notice_minutes" integer DEFAULT 720 NOT NULL,
	"buffer_minutes" integer DEFAULT 15 NOT NULL,
	"blackout_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days_ahead" integer DEFAULT 14 NOT NULL,
	"call_minutes" integer DEFAULT 30 NOT NULL,
	"session_minutes" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "scheduling_settings_one_row" CHECK ("scheduling_settings"."id" = 'default'),
	CONSTRAINT "scheduling_settings_notice" CHECK ("scheduling_settings"."min_notice_minutes" BETWEEN 0 AND 20160),
	CONSTRAINT "scheduling_settings_buffer" CHECK ("scheduling_settings"."buffer_minutes" BETWEEN 0 AND 120),
	CONSTRAINT "scheduling_settings_days_ahead" CHECK ("scheduling_settings"."days_ahead" BETWEEN 1 AND 60),
	CONSTRAINT "scheduling_settings_call" CHECK ("scheduling_settings"."call_minutes" BETWEEN 15 AND 120 AND "scheduling_settings"."call_minutes" % 5 = 0),
	CONSTRAINT "scheduling_settings_session" CHECK ("scheduling_settings"."session_minutes" BETWEEN 15 AND 240 AND "scheduling_settings"."session_minutes" % 5 = 0)
);
--> statement-breakpoint
ALTER TABLE "scheduling_settings" ADD CONSTRAINT "scheduling_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;