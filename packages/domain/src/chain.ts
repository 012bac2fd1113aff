/**
 * The chain's brand (spec §3 site config: name, short_name, prefix): the site config, the API's
 * mails, receipts and calendar entries, and the texts that name the chain read it here.
 */
export const CHAIN = Object.freeze({ name: 'Red Door Deli', short_name: 'Red Door', prefix: 'rd' })
