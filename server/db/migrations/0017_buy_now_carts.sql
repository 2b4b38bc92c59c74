DROP INDEX "carts_guest_session_uq";--> statement-breakpoint
DROP INDEX "carts_customer_uq";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "purpose" text DEFAULT 'cart' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_session_uq" ON "carts" USING btree ("guest_session_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_customer_uq" ON "carts" USING btree ("customer_id","purpose");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_purpose_ck" CHECK ("carts"."purpose" in ('cart', 'buy_now'));