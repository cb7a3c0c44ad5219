ALTER TABLE "orders" ADD COLUMN "onboarding" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "onboarding_at" timestamp with time zone;