import type { PrescribingRequestsTable } from "@intake/db";
import type { Selectable } from "kysely";
import type { Config } from "../../kernel/config";
import type { DbOrTrx } from "../../kernel/context";
import { emitOutcomeEvent, type OutcomeEventType } from "../../webhooks/emit-outcome-event";

export type RequestRow = Selectable<PrescribingRequestsTable>;

export const chatUrl = (config: Pick<Config, "WEB_URL">, encounterId: string) =>
  `${config.WEB_URL}/c/${encounterId}`;
export const detailsUrl = (config: Pick<Config, "BASE_URL">, encounterId: string) =>
  `${config.BASE_URL}/api/v1/prescribing/encounters/${encounterId}/details`;

/** Pharmacy and prescription events go only to full-visibility requests with data-sharing consent. */
export const sharesData = (r: RequestRow): boolean =>
  r.data_visibility === "full" && (r.data_sharing_consent_at !== null || r.developer_consented);

export interface EmitResult {
  type: OutcomeEventType | null;
  fired: boolean;
  note: string;
}

/**
 * Emits the outcome webhook for a request in the caller's transaction, with `data` exactly per
 * the spec's table: never message content, patient identity, pharmacy name/address, carrier or
 * tracking. `details_url` only with full visibility; `chat_url` on `encounter.message` except
 * for developer-consented patients. Returns whether an outbox row was written.
 */
export async function emitForRequest(
  db: DbOrTrx,
  at: Date,
  config: Pick<Config, "BASE_URL" | "WEB_URL">,
  r: RequestRow,
  type: Exclude<OutcomeEventType, "webhook.test">,
  extra: { pharmacy_order_status?: string; prescription_status?: string } = {},
): Promise<EmitResult> {
  if (
    (type === "encounter.pharmacy_order" || type === "encounter.prescription") &&
    !sharesData(r)
  ) {
    return {
      type,
      fired: false,
      note:
        r.data_visibility === "full"
          ? "Not sent: pharmacy and prescription events need the patient's data-sharing consent."
          : "Not sent: pharmacy and prescription events are sent only for full-visibility requests.",
    };
  }
  const base = { encounter_id: r.encounter_id, external_id: r.external_id };
  let data: Record<string, unknown>;
  if (type === "encounter.pharmacy_order") {
    data = { ...base, pharmacy_order_status: extra.pharmacy_order_status };
  } else if (type === "encounter.prescription") {
    data = { ...base, prescription_status: extra.prescription_status };
  } else {
    data = { ...base, status: r.status, rx_count: r.rx_count };
    if (type === "encounter.message" && !r.developer_consented) {
      data.chat_url = chatUrl(config, r.encounter_id);
    }
  }
  if (r.data_visibility === "full") data.details_url = detailsUrl(config, r.encounter_id);
  await emitOutcomeEvent(db, at, {
    developerId: r.developer_id,
    environment: r.environment,
    type,
    data,
  });
  return {
    type,
    fired: true,
    note: `Queued for delivery to every ${r.environment === "test" ? "sandbox" : "production"} webhook endpoint (see /developers/webhooks).`,
  };
}

/** The prescribing request of an encounter, locked for update (undefined: not a request). */
export function lockRequest(db: DbOrTrx, encounterId: string): Promise<RequestRow | undefined> {
  return db
    .selectFrom("prescribing_requests")
    .selectAll()
    .where("encounter_id", "=", encounterId)
    .forUpdate()
    .executeTakeFirst();
}

/** Applies column changes to a request and returns the updated row. */
export async function updateRequest(
  db: DbOrTrx,
  at: Date,
  encounterId: string,
  changes: Partial<Omit<RequestRow, "encounter_id" | "pharmacy_order" | "bookings">> & {
    pharmacy_order?: string;
    bookings?: string;
  },
): Promise<RequestRow> {
  return db
    .updateTable("prescribing_requests")
    .set({ ...changes, updated_at: at })
    .where("encounter_id", "=", encounterId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
