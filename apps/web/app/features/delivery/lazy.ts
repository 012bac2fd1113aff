/**
 * The delivery feature's code-split face: the delivery panel, loaded with `import()` by the site
 * chrome when it first opens. Never imported statically.
 */
export { DeliveryPanel } from './delivery-panel.tsx'
