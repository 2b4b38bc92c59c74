CREATE TABLE "points_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"task_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_delta_ck" CHECK ("points_ledger"."delta" <> 0),
	CONSTRAINT "points_ledger_kind_ck" CHECK ("points_ledger"."kind" in ('opening', 'earned', 'taken_back', 'spent', 'refund', 'referral', 'task', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "points_phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "points_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"task_key" text NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"subject" text
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "is_large_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_phone_codes" ADD CONSTRAINT "points_phone_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_tasks" ADD CONSTRAINT "points_tasks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_ledger_customer_idx" ON "points_ledger" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "points_phone_codes_customer_idx" ON "points_phone_codes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_tasks_customer_task_period_uq" ON "points_tasks" USING btree ("customer_id","task_key","period");--> statement-breakpoint
-- The ledger's opening rows: every balance held before the ledger began, so sum(delta) = points.
INSERT INTO "points_ledger" ("customer_id", "delta", "kind", "created_at")
SELECT "customers"."id", "customers"."points", 'opening', now() FROM "customers" WHERE "customers"."points" > 0;
