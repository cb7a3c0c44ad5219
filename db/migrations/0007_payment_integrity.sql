CREATE TABLE "payment_rejections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stripe_event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"order_id" uuid NOT NULL,
	"stripe_object_id" text,
	"amount" integer,
	"currency" text,
	"expected_amount" integer NOT NULL,
	"expected_currency" text NOT NULL,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_rejections_stripe_event_id_unique" UNIQUE("stripe_event_id")
);
--> statement-breakpoint
ALTER TABLE "payment_rejections" ADD CONSTRAINT "payment_rejections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_rejections_created_idx" ON "payment_rejections" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_rejections_order_idx" ON "payment_rejections" USING btree ("order_id");--> statement-breakpoint
-- Test-mode orders never earn commission (docs/decisions/042): a commission already recorded on one and not paid out is reversed.
UPDATE "referrals" SET "status" = 'reversed', "commission_amount" = 0, "updated_at" = now() WHERE "status" IN ('pending', 'approved') AND "order_id" IN (SELECT "id" FROM "orders" WHERE "test_mode");--> statement-breakpoint
UPDATE "affiliates" SET "total_earnings" = (SELECT coalesce(sum(r."commission_amount"), 0) FROM "referrals" r WHERE r."affiliate_id" = "affiliates"."id" AND r."status" IN ('approved', 'paid'));
