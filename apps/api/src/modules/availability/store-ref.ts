/** The store a rule of availability is about: its id and IANA zone (a `stores` row fits). */
export type TStoreRef = { id: number; timezone: string }
