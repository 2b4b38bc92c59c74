CREATE TABLE "system_note_reads" (
	"note_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_note_reads_note_id_customer_id_pk" PRIMARY KEY("note_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "system_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"customer_group_id" integer,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"flame_identification" smallint DEFAULT 0 NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "system_notes_flame_ck" CHECK ("system_notes"."flame_identification" in (0, 1)),
	CONSTRAINT "system_notes_audience_ck" CHECK ("system_notes"."customer_id" is null or "system_notes"."customer_group_id" is null)
);
--> statement-breakpoint
ALTER TABLE "system_note_reads" ADD CONSTRAINT "system_note_reads_note_id_system_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."system_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_note_reads" ADD CONSTRAINT "system_note_reads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notes" ADD CONSTRAINT "system_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "system_note_reads_customer_idx" ON "system_note_reads" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "system_notes_customer_idx" ON "system_notes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "system_notes_group_idx" ON "system_notes" USING btree ("customer_group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "system_notes_dedupe_uq" ON "system_notes" USING btree ("dedupe_key");