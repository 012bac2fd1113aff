/**
 * The group-order feature's code-split face: what `import()` loads apart from the page's first
 * JavaScript (the site chrome mounts it when the panel first opens). Never imported statically.
 */
export { GroupOrderPanel } from './group-order-panel.tsx'
