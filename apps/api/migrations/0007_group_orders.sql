CREATE TABLE "group_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"host_user_id" uuid NOT NULL,
	"host_full_name" text NOT NULL,
	"store_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"handoff" text NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deadline_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_order_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_host" boolean DEFAULT false NOT NULL,
	"cart_id" uuid,
	"submitted_at" timestamp with time zone,
	"payment_status" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_participants_session_unique" UNIQUE("group_order_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "participant_id" uuid;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "group_order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "group_order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "authorisation" text;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_participants" ADD CONSTRAINT "group_participants_group_order_id_group_orders_id_fk" FOREIGN KEY ("group_order_id") REFERENCES "public"."group_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_participants" ADD CONSTRAINT "group_participants_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_participants" ADD CONSTRAINT "group_participants_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_orders_live_cart_unique" ON "group_orders" USING btree ("cart_id") WHERE "group_orders"."status" in ('open', 'locked');--> statement-breakpoint
CREATE INDEX "group_orders_host_idx" ON "group_orders" USING btree ("host_user_id");--> statement-breakpoint
CREATE INDEX "group_participants_session_idx" ON "group_participants" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "group_participants_cart_idx" ON "group_participants" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_lines_participant_idx" ON "cart_lines" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "carts_group_order_idx" ON "carts" USING btree ("group_order_id");--> statement-breakpoint
CREATE INDEX "orders_group_order_idx" ON "orders" USING btree ("group_order_id");