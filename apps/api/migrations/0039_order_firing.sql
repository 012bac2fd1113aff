DROP INDEX "orders_open_instore_device_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manual_fire" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fire_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
CREATE INDEX "orders_open_instore_device_idx" ON "orders" USING btree (("client"->>'device_id')) WHERE "orders"."payment_type" = 'instore' and "orders"."status" in ('pending', 'scheduled', 'held', 'received', 'in_progress', 'ready');