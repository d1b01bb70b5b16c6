export {
  DatabaseAvailability,
  DatabaseUnavailableError,
  isConnectionError,
  isDatabaseUnavailable,
  isStatementTimeout,
} from "./availability";
export * from "./create-db";
export { migrateToLatest, migrationStatus } from "./migrate";
export { migrations } from "./migrations";
export type * from "./types";
