export { OrderTimeAlert } from './order-time-alert.tsx'
export { SELECT_TIME_PARAM, SelectTimeModal } from './select-time-modal.tsx'
export { TimePicker } from './time-picker.tsx'
export { type TTimePicker, useTimePicker } from './use-time-picker.ts'
