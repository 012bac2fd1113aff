ALTER TABLE "products" ADD COLUMN "make_seconds" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "make_extra_seconds" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "make_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD COLUMN "make_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "kitchen_stations" integer;--> statement-breakpoint
CREATE INDEX "orders_live_work_idx" ON "orders" USING btree ("store_id","ready_at") WHERE "orders"."status" in ('pending', 'received', 'in_progress');