-- Issue 13 (ADR 027): nearest-store searches by a GiST index instead of a scan of every store.
-- cube + earthdistance ship with PostgreSQL's contrib (and with the embedded server); ll_to_earth
-- places each store on a sphere, and the cube distance (<->) between two such points is the chord,
-- which grows with the great-circle distance: ordering by it is ordering by miles, and the GiST
-- index answers "the k nearest" without reading every store.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stores_earth_idx" ON "stores" USING gist (ll_to_earth("latitude", "longitude"));
