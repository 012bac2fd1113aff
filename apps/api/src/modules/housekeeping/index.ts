/** The front door of the housekeeping module (ADR 050): what other modules, flows and the app may use. */
export { defineHousekeepingJobs } from './housekeeping-jobs.ts'
