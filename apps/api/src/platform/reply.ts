/** The success envelope of DESIGN.md §4: `{ status: 'ok', data }`. */
export const ok = <T>(data: T) => ({ status: 'ok' as const, data })
