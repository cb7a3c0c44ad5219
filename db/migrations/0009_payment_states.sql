ALTER TABLE "orders" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_status_at" timestamp with time zone;