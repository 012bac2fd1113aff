CREATE TABLE "content_form_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"story_id" bigint NOT NULL,
	"values" jsonb NOT NULL,
	"api_client" text NOT NULL,
	"mailed_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_form_submissions_form_idx" ON "content_form_submissions" USING btree ("form_id","created_at");