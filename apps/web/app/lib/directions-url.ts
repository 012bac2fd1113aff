/**
 * Google Maps directions to a store's coordinates (the cross-platform Maps URL: it opens the Maps
 * app on phones and maps.google.com elsewhere, starting from wherever the guest is).
 */
export function directionsUrl(store: { latitude: number; longitude: number }): string {
  const params = new URLSearchParams({
    api: '1',
    destination: `${store.latitude},${store.longitude}`,
  })
  return `https://www.google.com/maps/dir/?${params}`
}
