CREATE TABLE "store_item_hold_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_kitchen_hourly" (
	"store_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"local_hour" smallint NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"readied" integer DEFAULT 0 NOT NULL,
	"ready_seconds" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_kitchen_hourly_store_id_local_date_local_hour_pk" PRIMARY KEY("store_id","local_date","local_hour")
);
--> statement-breakpoint
ALTER TABLE "store_item_hold_history" ADD CONSTRAINT "store_item_hold_history_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_kitchen_hourly" ADD CONSTRAINT "report_kitchen_hourly_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_item_hold_history_store_idx" ON "store_item_hold_history" USING btree ("store_id","started_at");--> statement-breakpoint
CREATE INDEX "report_kitchen_hourly_date_idx" ON "report_kitchen_hourly" USING btree ("local_date","store_id");--> statement-breakpoint
INSERT INTO "store_item_hold_history" ("store_id", "kind", "item_id", "name", "started_at", "until") SELECT "store_id", "kind", "item_id", "name", "created_at", "until" FROM "store_item_holds";
