/** The staff feature's server-only face (route loaders; never bundled for the browser). */
export { staffData } from './staff-data.server.ts'
