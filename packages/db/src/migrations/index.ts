import type { Migration } from "kysely";
import * as m0001 from "./0001-initial";
import * as m0002 from "./0002-knowledge-base";
import * as m0003 from "./0003-accounts";
import * as m0004 from "./0004-care";
import * as m0005 from "./0005-payments";
import * as m0006 from "./0006-review";
import * as m0007 from "./0007-prescribing";
import * as m0008 from "./0008-knowledge-v2";
import * as m0010 from "./0010-webhooks";
import * as m0011 from "./0011-usage-billing";
import * as m0012 from "./0012-visit-bookings";
import * as m0013 from "./0013-token-purposes";
import * as m0016 from "./0016-idempotent-requests";
import * as m0018 from "./0018-knowledge-lab-values";
import * as m0019 from "./0019-billing";
import * as m0020 from "./0020-external-identities";
import * as m0021 from "./0021-identity-verification";
import * as m0022 from "./0022-webhook-response-body";

/**
 * Numbered migrations in a static map: folder scanning breaks in bundles. Append only; a
 * migration that has shipped is never edited.
 */
export const migrations: Record<string, Migration> = {
  "0001-initial": m0001,
  "0002-knowledge-base": m0002,
  "0003-accounts": m0003,
  "0004-care": m0004,
  "0005-payments": m0005,
  "0006-review": m0006,
  "0007-prescribing": m0007,
  "0008-knowledge-v2": m0008,
  "0010-webhooks": m0010,
  "0011-usage-billing": m0011,
  "0012-visit-bookings": m0012,
  "0013-token-purposes": m0013,
  "0016-idempotent-requests": m0016,
  "0018-knowledge-lab-values": m0018,
  "0019-billing": m0019,
  "0020-external-identities": m0020,
  "0021-identity-verification": m0021,
  "0022-webhook-response-body": m0022,
};
