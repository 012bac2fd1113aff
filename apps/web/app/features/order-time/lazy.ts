/**
 * The order-time feature's code-split face: the select-time modal, loaded with `import()` by the site
 * chrome when ?selectTime=true first appears. Never imported statically from the chrome.
 */
export { SelectTimeModal } from './select-time-modal.tsx'
