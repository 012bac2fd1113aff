CREATE TABLE "report_items_daily" (
	"store_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revenue" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_items_daily_store_id_local_date_product_id_pk" PRIMARY KEY("store_id","local_date","product_id")
);
--> statement-breakpoint
CREATE TABLE "report_options_daily" (
	"store_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"product_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_options_daily_store_id_local_date_product_id_option_id_pk" PRIMARY KEY("store_id","local_date","product_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "report_sales_daily" (
	"store_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"gross" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"tip" integer DEFAULT 0 NOT NULL,
	"refund" integer DEFAULT 0 NOT NULL,
	"refund_tax" integer DEFAULT 0 NOT NULL,
	"refund_tip" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_sales_daily_store_id_local_date_pk" PRIMARY KEY("store_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "report_sales_hourly" (
	"store_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"local_hour" smallint NOT NULL,
	"handoff" text NOT NULL,
	"channel" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"gross" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"tip" integer DEFAULT 0 NOT NULL,
	"refund" integer DEFAULT 0 NOT NULL,
	"refund_tax" integer DEFAULT 0 NOT NULL,
	"refund_tip" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_sales_hourly_store_id_local_date_local_hour_handoff_channel_pk" PRIMARY KEY("store_id","local_date","local_hour","handoff","channel")
);
--> statement-breakpoint
ALTER TABLE "report_items_daily" ADD CONSTRAINT "report_items_daily_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_options_daily" ADD CONSTRAINT "report_options_daily_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sales_daily" ADD CONSTRAINT "report_sales_daily_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sales_hourly" ADD CONSTRAINT "report_sales_hourly_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_items_daily_date_idx" ON "report_items_daily" USING btree ("local_date","store_id");--> statement-breakpoint
CREATE INDEX "report_sales_daily_date_idx" ON "report_sales_daily" USING btree ("local_date","store_id");--> statement-breakpoint
CREATE INDEX "report_sales_hourly_date_idx" ON "report_sales_hourly" USING btree ("local_date","store_id");