-- The id in an order's addresses, apart from its transaction id (issue 27: an owner replaces the links they were
-- sent). Existing orders keep the addresses already e-mailed: link_id starts equal to transaction_id.
ALTER TABLE "orders" ADD COLUMN "link_id" varchar(64);--> statement-breakpoint
UPDATE "orders" SET "link_id" = "transaction_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "link_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_link_id_unique" UNIQUE("link_id");
