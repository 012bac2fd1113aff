/**
 * The back office's stores (ADR 060): the store list, a store's settings with its location preview
 * and publishing, and its dayparts. Staff pages: they reuse the staff feature's frame.
 */
export { DaypartsPanel } from './dayparts-panel.tsx'
export { LocationPreview } from './location-preview.tsx'
export { MenuSourceControl } from './menu-source-control.tsx'
export { PublishControl } from './publish-control.tsx'
export { StoreList } from './store-list.tsx'
export { StoreSettingsForm } from './store-settings-form.tsx'
export { ZoneEditor } from './zone-editor.tsx'
