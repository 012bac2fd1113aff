/**
 * The back office's drafts (ADR 059): the Drafts page (start, preview on a store's menu, publish,
 * discard) and the Prices page's choice to save to a draft. Staff-only: a route chunk of its own.
 */
export {
  DraftChooser,
  priceSaving,
  type TChosenDraft,
  type TDraftedProduct,
  useDraftedProducts,
  useProductSaving,
} from './draft-chooser.tsx'
export { DraftsPanel } from './drafts-panel.tsx'
