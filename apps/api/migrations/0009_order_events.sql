-- Order board events (issue 14): every new order and every status change of an order is
-- announced on the PostgreSQL channel `order_events` in the same transaction (delivered at commit), so
-- every app node LISTENing can push it to the boards and guests it serves, whichever node wrote it.
CREATE FUNCTION notify_order_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('order_events', json_build_object(
    'order_id', NEW.id, 'store_id', NEW.store_id, 'status', NEW.status)::text);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_notify_event
  AFTER INSERT OR UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION notify_order_event();
