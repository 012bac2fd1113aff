/** The query parameter that opens the select-time modal on any path (spec §2). */
export const SELECT_TIME_PARAM = 'selectTime'
