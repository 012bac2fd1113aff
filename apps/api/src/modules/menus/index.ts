/** The menus module's front door for the back office (ADR 060): dayparts and a new store's menu. */
export { daypartLineProblems } from './check-dayparts.ts'
export { copyMenu } from './copy-menu.ts'
export {
  findDayparts,
  findDaypartsWithSlugs,
  storeDaypartsJson,
  type TDaypartWithSlug,
  toDaypartBody,
} from './find-dayparts.ts'
export { listMenuCategories } from './list-menu-categories.ts'
export { setDayparts } from './set-dayparts.ts'
