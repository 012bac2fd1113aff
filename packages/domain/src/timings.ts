/** Timings of spec §4 Misc and §9 that the storefront honours. */

/** The global loader stays this long after loading ends. */
export const LOADER_LINGER_MS = 800
