ALTER TABLE "products" ADD COLUMN "channels" text[] DEFAULT '{web,app,kiosk,catering}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_utensils" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A catalogue migrated from before the flag: its utensils items were named so (spec §4, ADR 069).
UPDATE "products" SET "is_utensils" = true WHERE "name" ~* 'utensils';
