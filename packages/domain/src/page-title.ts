/** Document title: '{part} | {productName}', or just the product name when there is no part (spec §1). */
export function pageTitle(part: string | undefined, productName: string): string {
  const trimmed = part?.trim()
  return trimmed ? `${trimmed} | ${productName}` : productName
}
