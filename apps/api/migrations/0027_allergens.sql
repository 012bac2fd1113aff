ALTER TABLE "products" ADD COLUMN "allergens" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Every option of a catalogue written before ADR 049 gets an `allergens` list (empty) so the menu
-- still answers; the demo seed then writes the chain's allergen sheet (seed-demo-chain.ts).
UPDATE "products" SET "option_groups" = (
  SELECT coalesce(jsonb_agg(
    grp || jsonb_build_object('options', (
      SELECT coalesce(jsonb_agg(
        CASE WHEN opt ? 'allergens' THEN opt ELSE opt || '{"allergens":[]}'::jsonb END
        ORDER BY opt_index), '[]'::jsonb)
      FROM jsonb_array_elements(grp -> 'options') WITH ORDINALITY AS o(opt, opt_index)))
    ORDER BY grp_index), '[]'::jsonb)
  FROM jsonb_array_elements("option_groups") WITH ORDINALITY AS g(grp, grp_index)
);
