ALTER TABLE "payment_charges" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD COLUMN "refund_reference" text;