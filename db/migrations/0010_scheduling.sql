DROP INDEX "bookings_slot_unique";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kind" text DEFAULT 'strategy_session' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slot_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "blocks_until" timestamp with time zone;--> statement-breakpoint
-- Sessions booked before this migration were 60 minutes long, with no buffer.
UPDATE "bookings" SET "slot_end" = "slot_start" + interval '60 minutes', "blocks_until" = "slot_start" + interval '60 minutes';--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "slot_end" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "blocks_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_form_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("slot_start");--> statement-breakpoint
CREATE INDEX "bookings_lead_idx" ON "bookings" USING btree ("lead_id");--> statement-breakpoint
-- No two held or booked calls overlap, buffer included (decision 062). Drizzle cannot declare an
-- exclusion constraint; it lives here only.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (tstzrange("slot_start", "blocks_until", '[)') WITH &&) WHERE ("status" IN ('held', 'booked'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_order" CHECK ("slot_start" < "slot_end" AND "slot_end" <= "blocks_until");