-- Menu cache invalidation (issue 13, ADR 023): every write that changes what GET menus/{id} answers is
-- announced on the PostgreSQL channel `menu_changes` in the writing transaction (delivered at commit,
-- never for a rolled back write; identical payloads of one transaction arrive once). Every app node
-- LISTENs and drops the cached menus the payload names:
--   'store:<id>'  a store's 86'd items (store_item_holds), its name or its menu id (stores)
--   'menu:<id>'   a menu's products, prices and availability (menu_products)
--   '*'           the catalogue every menu shares (products, categories) or a TRUNCATE
CREATE FUNCTION notify_menu_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('menu_changes', '*');
  ELSIF TG_TABLE_NAME = 'menu_products' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('menu_changes', 'menu:' || OLD.menu_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('menu_changes', 'menu:' || NEW.menu_id); END IF;
  ELSIF TG_TABLE_NAME = 'stores' THEN
    PERFORM pg_notify('menu_changes', 'store:' || OLD.id);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('menu_changes', 'store:' || OLD.store_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('menu_changes', 'store:' || NEW.store_id); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER store_item_holds_notify_menu_change
  AFTER INSERT OR UPDATE OR DELETE ON store_item_holds
  FOR EACH ROW EXECUTE FUNCTION notify_menu_change();
--> statement-breakpoint
CREATE TRIGGER menu_products_notify_menu_change
  AFTER INSERT OR UPDATE OR DELETE ON menu_products
  FOR EACH ROW EXECUTE FUNCTION notify_menu_change();
--> statement-breakpoint
-- Only what a menu shows of its store (its name; which menu it is): hours or other columns changing
-- leave cached menus alone.
CREATE TRIGGER stores_notify_menu_change
  AFTER UPDATE OF name, menu_id OR DELETE ON stores
  FOR EACH ROW EXECUTE FUNCTION notify_menu_change();
--> statement-breakpoint
CREATE TRIGGER products_notify_menu_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_menu_change();
--> statement-breakpoint
CREATE TRIGGER categories_notify_menu_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_menu_change();
--> statement-breakpoint
CREATE TRIGGER store_item_holds_truncate_notify_menu_change
  AFTER TRUNCATE ON store_item_holds
  FOR EACH STATEMENT EXECUTE FUNCTION notify_menu_change();
--> statement-breakpoint
CREATE TRIGGER menu_products_truncate_notify_menu_change
  AFTER TRUNCATE ON menu_products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_menu_change();
