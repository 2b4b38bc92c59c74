CREATE TABLE "product_behavior_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"behavior" text NOT NULL,
	"customer_id" text,
	"guest_id" text,
	"visitor_key" text NOT NULL,
	"source" text DEFAULT 'pc' NOT NULL,
	"country" text DEFAULT 'us' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_behavior_events" ADD CONSTRAINT "product_behavior_events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_behavior_visitor_idx" ON "product_behavior_events" USING btree ("visitor_key","product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_behavior_product_idx" ON "product_behavior_events" USING btree ("product_id","behavior","created_at");