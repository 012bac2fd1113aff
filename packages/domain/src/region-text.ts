const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** A state's region page (ADR 038): '29 stores in 10 cities.', '1 store in 1 city.' */
export function storesInCitiesText(stores: number, cities: number): string {
  return `${counted(stores, 'store', 'stores')} in ${counted(cities, 'city', 'cities')}.`
}

/** A city's region page (ADR 038): '7 stores in Dallas.', '1 store in Frisco.' */
export function storesInCityText(stores: number, city: string): string {
  return `${counted(stores, 'store', 'stores')} in ${city}.`
}
