-- Test orders (issue 28): paid with the offline sandbox or Stripe's test mode, no real money moved. Every order
-- the sandbox already took was one.
ALTER TABLE "orders" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "test_mode" = true WHERE "provider" = 'sandbox';
