export * from "./create-db";
export { migrateToLatest } from "./migrate";
export { migrations } from "./migrations";
export type * from "./types";
