ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_uq" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
-- Sign-ups before double opt-in were never confirmed. Only an address that a customer account
-- proved (a verified e-mail) counts as confirmed; every other one stays pending until its owner
-- subscribes again and follows the mailed link (docs/decisions/0018).
UPDATE "newsletter_subscribers" s SET "confirmed_at" = s."created_at"
FROM "customers" c WHERE c."email" = s."email" AND c."email_verified_at" IS NOT NULL;
