CREATE TABLE "coin_balances" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_balances_coins_ck" CHECK ("coin_balances"."coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coin_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"counterparty_id" integer,
	"transfer_id" text,
	"request_id" text,
	"note" text DEFAULT '' NOT NULL,
	"operator" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_ledger_kind_ck" CHECK ("coin_ledger"."kind" in ('grant', 'demo', 'send', 'receive')),
	CONSTRAINT "coin_ledger_amount_ck" CHECK (("coin_ledger"."kind" = 'send' and "coin_ledger"."amount" < 0) or ("coin_ledger"."kind" <> 'send' and "coin_ledger"."amount" > 0)),
	CONSTRAINT "coin_ledger_balance_ck" CHECK ("coin_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coin_balances" ADD CONSTRAINT "coin_balances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_counterparty_id_customers_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_ledger_customer_idx" ON "coin_ledger" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "coin_ledger_sends_idx" ON "coin_ledger" USING btree ("customer_id","created_at") WHERE "coin_ledger"."kind" = 'send';--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_request_uq" ON "coin_ledger" USING btree ("customer_id","request_id");--> statement-breakpoint
-- The coin ledger is append-only: a statement that updates or deletes its rows is refused. The
-- customer foreign keys' own actions (a customer erased: their rows go, a counterparty becomes null)
-- run one trigger level down and pass.
CREATE FUNCTION "coin_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  RAISE EXCEPTION 'coin_ledger is append-only' USING ERRCODE = 'raise_exception';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "coin_ledger_append_only" BEFORE UPDATE OR DELETE ON "coin_ledger"
  FOR EACH ROW EXECUTE FUNCTION "coin_ledger_append_only"();
