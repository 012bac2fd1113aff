-- Issue 13 (ADR 038): a city's region page reads its stores a page at a time by name; the city is the
-- store path's second slug. With this index the page is an index range, not a filter over every store
-- of the state (thousands at a chain of 40,000).
CREATE INDEX "stores_region_page_idx" ON "stores" USING btree ("state",split_part("path", '/', 2),"name","id");