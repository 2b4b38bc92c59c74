CREATE TABLE "plus_cms_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"is_active" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plus_cms_blocks_kind_ck" CHECK ("plus_cms_blocks"."kind" in ('hero', 'benefit', 'faq'))
);
--> statement-breakpoint
CREATE TABLE "plus_memberships" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"member_number" serial NOT NULL,
	"phone" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"previous_group" text NOT NULL,
	"previous_group_id" integer DEFAULT 1 NOT NULL,
	"referrer_id" integer,
	"first_order_id" integer,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plus_memberships_period_ck" CHECK ("plus_memberships"."expires_at" > "plus_memberships"."started_at")
);
--> statement-breakpoint
CREATE TABLE "plus_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_sn" text GENERATED ALWAYS AS ('PL' || lpad(id::text, 9, '0')) STORED NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"vip_code" text,
	"referrer_id" integer,
	"amount_cents" integer NOT NULL,
	"list_price_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text,
	"method" text,
	"transaction_id" text,
	"last_error" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plus_orders_kind_ck" CHECK ("plus_orders"."kind" in ('join', 'renew')),
	CONSTRAINT "plus_orders_status_ck" CHECK ("plus_orders"."status" in ('pending', 'paid', 'failed', 'canceled')),
	CONSTRAINT "plus_orders_method_ck" CHECK ("plus_orders"."method" is null or "plus_orders"."method" in ('card', 'paylater'))
);
--> statement-breakpoint
CREATE TABLE "plus_phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"vip_code" text
);
--> statement-breakpoint
CREATE TABLE "plus_referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referred_id" integer NOT NULL,
	"plus_order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"qualifying_order_id" integer,
	"credited_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plus_referrals_status_ck" CHECK ("plus_referrals"."status" in ('pending', 'credited')),
	CONSTRAINT "plus_referrals_not_self_ck" CHECK ("plus_referrals"."referrer_id" <> "plus_referrals"."referred_id")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_outbox_status_ck" CHECK ("sms_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "plus_memberships" ADD CONSTRAINT "plus_memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_memberships" ADD CONSTRAINT "plus_memberships_referrer_id_customers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_memberships" ADD CONSTRAINT "plus_memberships_first_order_id_orders_id_fk" FOREIGN KEY ("first_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_orders" ADD CONSTRAINT "plus_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_orders" ADD CONSTRAINT "plus_orders_referrer_id_customers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_phone_codes" ADD CONSTRAINT "plus_phone_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_referrals" ADD CONSTRAINT "plus_referrals_referrer_id_customers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_referrals" ADD CONSTRAINT "plus_referrals_referred_id_customers_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_referrals" ADD CONSTRAINT "plus_referrals_plus_order_id_plus_orders_id_fk" FOREIGN KEY ("plus_order_id") REFERENCES "public"."plus_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_referrals" ADD CONSTRAINT "plus_referrals_qualifying_order_id_orders_id_fk" FOREIGN KEY ("qualifying_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plus_cms_blocks_kind_idx" ON "plus_cms_blocks" USING btree ("kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_memberships_phone_uq" ON "plus_memberships" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_memberships_member_number_uq" ON "plus_memberships" USING btree ("member_number");--> statement-breakpoint
CREATE INDEX "plus_memberships_expiry_idx" ON "plus_memberships" USING btree ("expires_at") WHERE "plus_memberships"."expired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "plus_orders_order_sn_uq" ON "plus_orders" USING btree ("order_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_orders_one_pending_uq" ON "plus_orders" USING btree ("customer_id") WHERE "plus_orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "plus_orders_paid_period_uq" ON "plus_orders" USING btree ("customer_id","period_start") WHERE "plus_orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "plus_orders_customer_idx" ON "plus_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "plus_phone_codes_customer_idx" ON "plus_phone_codes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_referrals_referred_uq" ON "plus_referrals" USING btree ("referred_id");--> statement-breakpoint
CREATE INDEX "plus_referrals_referrer_idx" ON "plus_referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_pending_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_plus_invite_code_uq" ON "customers" USING btree ("plus_invite_code");--> statement-breakpoint
-- The Plus+ landing's editable blocks (decision 0034): every database gets them with the table.
INSERT INTO "plus_cms_blocks" ("kind", "position", "icon", "title", "body") VALUES
('hero', 0, '', 'Join Nestora PLUS+', 'Save all year for $19/year (regularly $69/year).'),
('benefit', 0, 'percent', '15% off all year', 'Member prices on every purchase, all year long.'),
('benefit', 1, 'points', '3X points', 'Earn three times the points (100 points = $1).'),
('benefit', 2, 'gift', 'Extra $40 off your first order', 'Your first order as a member takes another $40 off.'),
('benefit', 3, 'referral', '$20 per friend', 'Invite friends: you get $20 when a friend you referred places their first order.'),
('benefit', 4, 'shield', '365-day extended warranty', 'One more year of warranty on everything you buy as a member.'),
('benefit', 5, 'refund', 'Quick refund', 'Refunds of returned items are processed first.'),
('benefit', 6, 'vip', 'VIP service', 'A dedicated line to our customer service team.'),
('faq', 0, '', 'How much does Nestora Plus+ cost?', '<p>$19 a year (regularly $69). The membership lasts 12 months from the day you join.</p>'),
('faq', 1, '', 'When can I renew?', '<p>Within 60 days before your membership expires. A renewal adds 12 months to your current expiry date, so you never lose a day.</p>'),
('faq', 2, '', 'How do I use my member prices?', '<p>Sign in: member prices apply in the cart and at checkout automatically, on every product that shows a Plus+ price.</p>'),
('faq', 3, '', 'How does the referral reward work?', '<p>Share your referral code. When a friend joins Plus+ with it and their first order is paid, $20 (2,000 points) is added to your account and we e-mail you.</p>'),
('faq', 4, '', 'Who can join?', '<p>Every customer with a US phone number, except business and dropship accounts. One membership per phone number. See the <a href="/nestoraplus-rules">membership terms</a>.</p>');
