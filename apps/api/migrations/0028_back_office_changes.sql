CREATE TABLE "back_office_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid,
	"staff_name" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"store_id" integer,
	"before" jsonb,
	"after" jsonb,
	"from_address" text NOT NULL,
	"reverted_by" uuid,
	"revert_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "back_office_changes" ADD CONSTRAINT "back_office_changes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "back_office_changes_created_idx" ON "back_office_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "back_office_changes_entity_idx" ON "back_office_changes" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "back_office_changes_store_idx" ON "back_office_changes" USING btree ("store_id","created_at");