import type { Migration } from "kysely";
import * as m0001 from "./0001-initial";
import * as m0002 from "./0002-knowledge-base";
import * as m0003 from "./0003-accounts";
import * as m0008 from "./0008-knowledge-v2";

/**
 * Numbered migrations in a static map: folder scanning breaks in bundles. Append only; a
 * migration that has shipped is never edited.
 */
export const migrations: Record<string, Migration> = {
  "0001-initial": m0001,
  "0002-knowledge-base": m0002,
  "0003-accounts": m0003,
  "0008-knowledge-v2": m0008,
};
