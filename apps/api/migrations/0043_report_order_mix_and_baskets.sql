CREATE TABLE "report_mix_daily" (
	"store_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"net" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"groups" integer DEFAULT 0 NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_mix_daily_store_id_local_date_dimension_value_pk" PRIMARY KEY("store_id","local_date","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "report_order_mix" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"timing" text NOT NULL,
	"grouping" text NOT NULL,
	"guest" text NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"points_redeemed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_mix_daily" ADD CONSTRAINT "report_mix_daily_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_mix_daily_date_idx" ON "report_mix_daily" USING btree ("local_date","store_id");--> statement-breakpoint
CREATE INDEX "carts_menu_created_idx" ON "carts" USING btree ("menu_id","created_at");