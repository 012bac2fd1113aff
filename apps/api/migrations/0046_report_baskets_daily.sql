CREATE TABLE "report_baskets_daily" (
	"store_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"created" integer NOT NULL,
	"ordered" integer NOT NULL,
	"empty" integer NOT NULL,
	"with_lines" integer NOT NULL,
	"at_checkout" integer NOT NULL,
	CONSTRAINT "report_baskets_daily_store_id_local_date_pk" PRIMARY KEY("store_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "report_baskets_folded" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"through" date NOT NULL,
	CONSTRAINT "report_baskets_folded_one_row" CHECK ("report_baskets_folded"."id")
);
--> statement-breakpoint
ALTER TABLE "report_baskets_daily" ADD CONSTRAINT "report_baskets_daily_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_baskets_daily_date_idx" ON "report_baskets_daily" USING btree ("local_date","store_id");