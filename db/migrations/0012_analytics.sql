CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"landing" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"affiliate" text NOT NULL,
	"visitors" integer NOT NULL,
	"events" integer NOT NULL,
	"value_cents" bigint DEFAULT 0 NOT NULL,
	"lcp_p75" real,
	"inp_p75" real,
	"cls_p75" real,
	"ttfb_p75" real,
	"samples" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_pk" PRIMARY KEY("day","name","path","landing","source","medium","campaign","affiliate")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"visitor" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"medium" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"landing" text DEFAULT '' NOT NULL,
	"affiliate" text DEFAULT '' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"value_cents" integer DEFAULT 0 NOT NULL,
	"lcp" real,
	"inp" real,
	"cls" real,
	"ttfb" real
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
CREATE INDEX "analytics_daily_day_idx" ON "analytics_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_events_day_name_idx" ON "analytics_events" USING btree ("day","name");--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");