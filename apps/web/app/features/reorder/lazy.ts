/**
 * The reorder feature's code-split face: the home page's part for a signed-in member, fetched with
 * `import()` by the home route only once a member is known, never in a guest's first JavaScript.
 */
export { MemberHome } from './member-home.tsx'
