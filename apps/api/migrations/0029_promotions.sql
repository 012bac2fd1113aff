CREATE TABLE "promotion_uses" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"promotion_id" uuid NOT NULL,
	"user_id" uuid,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer,
	"percent" integer,
	"free_product_id" integer,
	"minimum_subtotal" integer DEFAULT 0 NOT NULL,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"category_slugs" text[] DEFAULT '{}' NOT NULL,
	"store_ids" integer[] DEFAULT '{}' NOT NULL,
	"channels" text[] NOT NULL,
	"handoffs" text[] NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text,
	"code" text,
	"members_only" boolean DEFAULT false NOT NULL,
	"once_per_member" boolean DEFAULT false NOT NULL,
	"budget_uses" integer,
	"budget_cents" integer,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "sales_channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_uses_promotion_idx" ON "promotion_uses" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_user_idx" ON "promotion_uses" USING btree ("promotion_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_unique" ON "promotions" USING btree ("code") WHERE "promotions"."code" is not null;