CREATE TABLE "store_dayparts" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"day" date,
	"start_minute" integer,
	"end_minute" integer,
	"lead_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_dayparts_rule_key" UNIQUE NULLS NOT DISTINCT("store_id","category_id","day")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "opening_date" date;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "geocode_precision" text;--> statement-breakpoint
ALTER TABLE "store_dayparts" ADD CONSTRAINT "store_dayparts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_dayparts" ADD CONSTRAINT "store_dayparts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stores_name_idx" ON "stores" USING btree ("name","id");--> statement-breakpoint
-- A store's dayparts change what its menu shows (ADR 060): announced like its held items (ADR 023).
CREATE TRIGGER store_dayparts_notify_menu_change
  AFTER INSERT OR UPDATE OR DELETE ON store_dayparts
  FOR EACH ROW EXECUTE FUNCTION notify_menu_change();
