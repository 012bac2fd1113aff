CREATE TABLE "staff_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid,
	"staff_name" text NOT NULL,
	"store_id" integer NOT NULL,
	"action" text NOT NULL,
	"subject" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_store_idx" ON "staff_actions" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_actions_staff_idx" ON "staff_actions" USING btree ("staff_id");--> statement-breakpoint
-- Access that ends (ADR 044): a staff session or a member's signed-in session deleted, a staff account
-- removed, its role or its stores changed, each announced on `access_ended` in the writing
-- transaction (delivered at commit), so every node closes the live event streams opened under it.
CREATE FUNCTION notify_access_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'staff_sessions' THEN
    PERFORM pg_notify('access_ended', 'staff-session:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'staff_accounts' THEN
    PERFORM pg_notify('access_ended', 'staff:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'staff_stores' AND TG_OP = 'INSERT' THEN
    PERFORM pg_notify('access_ended', 'staff:' || NEW.staff_id);
  ELSIF TG_TABLE_NAME = 'staff_stores' THEN
    PERFORM pg_notify('access_ended', 'staff:' || OLD.staff_id);
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('access_ended', 'session:' || OLD.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_sessions_access_ended AFTER DELETE ON staff_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_access_ended();
--> statement-breakpoint
CREATE TRIGGER staff_accounts_access_ended AFTER DELETE ON staff_accounts
  FOR EACH ROW EXECUTE FUNCTION notify_access_ended();
--> statement-breakpoint
CREATE TRIGGER staff_accounts_role_changed AFTER UPDATE OF role ON staff_accounts
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION notify_access_ended();
--> statement-breakpoint
CREATE TRIGGER staff_stores_access_changed AFTER INSERT OR DELETE ON staff_stores
  FOR EACH ROW EXECUTE FUNCTION notify_access_ended();
--> statement-breakpoint
CREATE TRIGGER sessions_member_ended AFTER DELETE ON sessions
  FOR EACH ROW WHEN (OLD.user_id IS NOT NULL) EXECUTE FUNCTION notify_access_ended();
--> statement-breakpoint
CREATE TRIGGER sessions_member_signed_out AFTER UPDATE OF user_id ON sessions
  FOR EACH ROW WHEN (OLD.user_id IS NOT NULL AND OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION notify_access_ended();
