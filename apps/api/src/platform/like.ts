/** `text` as a literal inside a LIKE / ILIKE pattern: its `\`, `%` and `_` escaped. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`)
