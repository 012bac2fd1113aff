ALTER TABLE "orders" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrival_spot" text;--> statement-breakpoint
-- Curbside 'I'm here' (issue 14) reaches the boards through the same order events: the trigger also
-- fires when the guest's arrival is written (orders_notify_event of 0009, now on arrived_at too).
DROP TRIGGER orders_notify_event ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_notify_event
  AFTER INSERT OR UPDATE OF status, arrived_at ON orders
  FOR EACH ROW EXECUTE FUNCTION notify_order_event();
