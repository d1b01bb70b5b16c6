import { prepareTestTemplate } from "@intake/db/testing";

/** One migrated template database per run; each test file copies it (packages/db/src/testing.ts). */
export default async function setup(): Promise<() => Promise<void>> {
  return prepareTestTemplate();
}
