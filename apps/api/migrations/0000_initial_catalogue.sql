CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"super_category" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "menu_products" (
	"menu_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"cost" integer NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "menu_products_menu_id_product_id_pk" PRIMARY KEY("menu_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"cost" integer NOT NULL,
	"calories" integer NOT NULL,
	"dietary" jsonb NOT NULL,
	"image" text NOT NULL,
	"quantities" jsonb NOT NULL,
	"option_groups" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" text NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"is_coming_soon" boolean DEFAULT false NOT NULL,
	"services" jsonb NOT NULL,
	"hours" jsonb NOT NULL,
	"tax_rate_bps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_menu_id_unique" UNIQUE("menu_id"),
	CONSTRAINT "stores_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "menu_products" ADD CONSTRAINT "menu_products_menu_id_stores_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."stores"("menu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_products" ADD CONSTRAINT "menu_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stores_state_city_idx" ON "stores" USING btree ("state","city");--> statement-breakpoint
CREATE INDEX "stores_zip_idx" ON "stores" USING btree ("zip");