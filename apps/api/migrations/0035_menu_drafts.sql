CREATE TABLE "menu_draft_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"body" jsonb NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_draft_changes_target_key" UNIQUE("draft_id","target")
);
--> statement-breakpoint
CREATE TABLE "menu_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by_id" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_name" text
);
--> statement-breakpoint
ALTER TABLE "menu_draft_changes" ADD CONSTRAINT "menu_draft_changes_draft_id_menu_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."menu_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_drafts_status_idx" ON "menu_drafts" USING btree ("status","created_at");