CREATE TABLE "usual_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usual_orders_user_order_unique" UNIQUE("user_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "usual_orders" ADD CONSTRAINT "usual_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usual_orders" ADD CONSTRAINT "usual_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usual_orders_user_created_idx" ON "usual_orders" USING btree ("user_id","created_at");