CREATE TABLE "search_shopper_days" (
	"term" text NOT NULL,
	"day" date NOT NULL,
	"shopper" text NOT NULL,
	"address" text NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_shopper_days_term_day_shopper_pk" PRIMARY KEY("term","day","shopper")
);
--> statement-breakpoint
CREATE TABLE "search_term_blocklist" (
	"term" text PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Votes keyed on client-sent device ids name no real voter (anyone could send a new id per vote):
-- they go; the counts they added stay on the reviews. From now on the voter is the session or customer.
DELETE FROM "review_helpful_votes";--> statement-breakpoint
ALTER TABLE "review_helpful_votes" DROP CONSTRAINT "review_helpful_votes_review_id_voter_hash_pk";--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ALTER COLUMN "voter_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD COLUMN "session_id" bigint;--> statement-breakpoint
CREATE INDEX "search_shopper_days_day_idx" ON "search_shopper_days" USING btree ("day");--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_helpful_votes_customer_uq" ON "review_helpful_votes" USING btree ("review_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_helpful_votes_session_uq" ON "review_helpful_votes" USING btree ("review_id","session_id");--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_one_voter" CHECK (("review_helpful_votes"."customer_id" is null) <> ("review_helpful_votes"."session_id" is null));