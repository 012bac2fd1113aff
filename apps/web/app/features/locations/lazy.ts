/**
 * The locations feature's code-split face: what `import()` loads apart from the page's first
 * JavaScript (the site header mounts the location search popup when it first opens; a menu page
 * mounts the browsing note when the menu is not the order's store's). Never imported statically.
 */
export { BrowsingNote } from './browsing-note.tsx'
export { LocationSearchPopup } from './location-search-popup.tsx'
