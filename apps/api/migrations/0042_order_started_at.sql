DROP INDEX "orders_live_work_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_live_work_idx" ON "orders" USING btree ("store_id","ready_at") WHERE "orders"."status" in ('pending', 'received', 'in_progress', 'scheduled');