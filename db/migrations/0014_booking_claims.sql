ALTER TABLE "bookings" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "holder" text;--> statement-breakpoint
CREATE INDEX "bookings_holder_idx" ON "bookings" USING btree ("holder");