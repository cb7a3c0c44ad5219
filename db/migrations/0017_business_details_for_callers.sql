ALTER TABLE "business_details" ADD COLUMN "hours" text;--> statement-breakpoint
ALTER TABLE "business_details" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "business_details" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "business_details" ADD COLUMN "payment" text;--> statement-breakpoint
ALTER TABLE "business_details" ADD COLUMN "prices" text;--> statement-breakpoint
ALTER TABLE "business_details" ADD COLUMN "policies" text;--> statement-breakpoint
ALTER TABLE "business_details" ADD COLUMN "urgent" text;