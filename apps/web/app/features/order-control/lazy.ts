/**
 * The order-control feature's code-split face: what `import()` loads apart from the page's first
 * JavaScript (the site chrome mounts it when the panel first opens). Never imported statically.
 */
export { OrderControlPanel } from './order-control-panel.tsx'
