/**
 * The locations feature's code-split face: what `import()` loads apart from the page's first
 * JavaScript (the site header mounts the location search popup when it first opens). Never imported
 * statically.
 */
export { LocationSearchPopup } from './location-search-popup.tsx'
