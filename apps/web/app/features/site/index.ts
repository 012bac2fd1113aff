/** The site chrome's public face (spec §2): header, footer, loaders, the lazily loaded panels, the note on another store's menu and the error screen. */
export { BagButton } from './bag-button.tsx'
export { ErrorScreen, errorHeading, errorSentence } from './error-screen.tsx'
export { Footer } from './footer.tsx'
export { GlobalLoader, RequestProgressBar } from './global-loader.tsx'
export { Header } from './header.tsx'
export { LazyBrowsingNote } from './lazy-browsing-note.tsx'
export { LazyOrderingPanels } from './lazy-ordering-panels.tsx'
export { Logo } from './logo.tsx'
