CREATE TABLE "price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"product_id" integer NOT NULL,
	"option_id" integer DEFAULT 0 NOT NULL,
	"store_id" integer,
	"region" text,
	"cost" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone,
	"set_by_id" uuid,
	"set_by_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_history_in_force_idx" ON "price_history" USING btree ("scope",coalesce("store_id", 0),coalesce("region", ''),"product_id","option_id") WHERE "price_history"."valid_to" is null;--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id") WHERE "price_history"."valid_to" is null;--> statement-breakpoint
CREATE INDEX "price_history_store_idx" ON "price_history" USING btree ("store_id") WHERE "price_history"."valid_to" is null;--> statement-breakpoint
CREATE INDEX "price_history_region_idx" ON "price_history" USING btree ("region") WHERE "price_history"."valid_to" is null;--> statement-breakpoint
CREATE INDEX "price_history_explained_idx" ON "price_history" USING btree ("product_id","valid_from");--> statement-breakpoint
-- ADR 062 and ADR 023: a price override changes what GET menus/{id} answers. A store's override is
-- announced for that store; a region's (or a base price's history row) for every menu, since a
-- cached menu does not know its region. Delivered at commit, never for a rolled back change.
CREATE FUNCTION notify_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('menu_changes', CASE WHEN OLD.store_id IS NULL THEN '*' ELSE 'store:' || OLD.store_id END);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('menu_changes', CASE WHEN NEW.store_id IS NULL THEN '*' ELSE 'store:' || NEW.store_id END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER price_history_notify_menu_change
  AFTER INSERT OR UPDATE OR DELETE ON price_history
  FOR EACH ROW EXECUTE FUNCTION notify_price_change();
