import type { BookingRecord } from "@intake/db";
import { clinicianName } from "../../accounts/clinicians/clinicians";
import type { VisitChange } from "../../encounters/lifecycle/events";
import type { Config } from "../../kernel/config";
import type { DbOrTrx } from "../../kernel/context";
import { newId } from "../../kernel/crypto";
import { lockRequest, type RequestRow, updateRequest } from "./outcomes";
import { expiringToken, expiringTokenValid } from "./page-links";
import { getDeveloperSettings } from "./settings";

/** A visit page link stays valid until a day after the visit's end. */
const VISIT_LINK_GRACE_SECONDS = 24 * 3600;

/** `{WEB_URL}/visit/<id>?token=<exp>.<hmac>`: the patient's page to join or cancel the visit. */
export function visitUrl(
  config: Pick<Config, "APP_SECRET" | "WEB_URL">,
  encounterId: string,
  endAt: Date,
): string {
  const exp = Math.floor(endAt.getTime() / 1000) + VISIT_LINK_GRACE_SECONDS;
  return `${config.WEB_URL}/visit/${encounterId}?token=${expiringToken(config, "visit", encounterId, exp)}`;
}

export function visitTokenValid(
  config: Pick<Config, "APP_SECRET">,
  encounterId: string,
  token: string | undefined,
  now: Date,
): boolean {
  return expiringTokenValid(config, "visit", encounterId, token, now);
}

/**
 * The prescribing request of an encounter when its developer has live visits enabled (locked
 * for update); null otherwise (not a prescribing encounter, or the flag is off).
 */
export async function liveVisitRequest(
  db: DbOrTrx,
  encounterId: string,
): Promise<RequestRow | null> {
  const r = await lockRequest(db, encounterId);
  if (!r) return null;
  return (await getDeveloperSettings(db, r.developer_id)).live_visits ? r : null;
}

export interface VisitRow {
  id: string;
  status: "booked" | "canceled" | "completed";
  startAt: Date;
  endAt: Date;
  timezone: string;
  clinicianName: string | null;
  bookedAt: Date;
  patientJoinedAt: Date | null;
  canceledBy: string | null;
  callKind: "video" | "phone" | null;
}

/** The encounter's bookings, oldest first. */
export async function listVisits(db: DbOrTrx, encounterId: string): Promise<VisitRow[]> {
  const rows = await db
    .selectFrom("visit_bookings as v")
    .leftJoin("clinicians as c", "c.user_id", "v.clinician_id")
    .select([
      "v.id",
      "v.status",
      "v.start_at",
      "v.end_at",
      "v.timezone",
      "v.booked_at",
      "v.patient_joined_at",
      "v.canceled_by",
      "v.call_kind",
      "c.first_name",
      "c.last_name",
      "c.credentials",
    ])
    .where("v.encounter_id", "=", encounterId)
    .orderBy("v.booked_at")
    .orderBy("v.seq")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    startAt: new Date(r.start_at),
    endAt: new Date(r.end_at),
    timezone: r.timezone,
    clinicianName:
      r.first_name !== null
        ? clinicianName({
            firstName: r.first_name,
            lastName: r.last_name ?? "",
            credentials: r.credentials ?? "",
          })
        : null,
    bookedAt: new Date(r.booked_at),
    patientJoinedAt: r.patient_joined_at ? new Date(r.patient_joined_at) : null,
    canceledBy: r.canceled_by,
    callKind: r.call_kind,
  }));
}

/**
 * Rewrites the developer-facing projection (`prescribing_requests.bookings`, read by details as
 * `booking` / `bookings[]`) from the booking rows, with any visit-type changes.
 */
export async function syncBookings(
  db: DbOrTrx,
  at: Date,
  config: Pick<Config, "APP_SECRET" | "WEB_URL">,
  encounterId: string,
  changes: { visit_type?: "video" | "phone"; sync_escalated?: boolean } = {},
): Promise<RequestRow> {
  const bookings: BookingRecord[] = (await listVisits(db, encounterId)).map((v) => ({
    status: v.status,
    startAt: v.startAt.toISOString(),
    endAt: v.endAt.toISOString(),
    timezone: v.timezone,
    ...(v.clinicianName ? { clinicianName: v.clinicianName } : {}),
    bookedAt: v.bookedAt.toISOString(),
    ...(v.status === "booked" ? { joinUrl: visitUrl(config, encounterId, v.endAt) } : {}),
  }));
  return updateRequest(db, at, encounterId, { ...changes, bookings: JSON.stringify(bookings) });
}

/**
 * Books a video visit in the given slot: the active booking (if any) is canceled as `rebooked`,
 * the new one is `booked` with the encounter's clinician. The caller then reports the change
 * (`visitChange`) so the request's projection follows.
 */
export async function bookSlot(
  db: DbOrTrx,
  at: Date,
  encounterId: string,
  slot: { startAt: Date; endAt: Date },
): Promise<void> {
  await db
    .updateTable("visit_bookings")
    .set({ status: "canceled", canceled_at: at, canceled_by: "rebooked" })
    .where("encounter_id", "=", encounterId)
    .where("status", "=", "booked")
    .execute();
  const encounter = await db
    .selectFrom("encounters")
    .select("clinician_id")
    .where("id", "=", encounterId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("visit_bookings")
    .values({
      id: newId(),
      encounter_id: encounterId,
      clinician_id: encounter.clinician_id,
      status: "booked",
      start_at: slot.startAt,
      end_at: slot.endAt,
      timezone: "UTC",
      booked_at: at,
    })
    .execute();
}

/** Cancels the active booking; false when there is none. */
export async function cancelActiveBooking(
  db: DbOrTrx,
  at: Date,
  encounterId: string,
  by: "patient" | "clinician" | "sandbox",
): Promise<boolean> {
  const canceled = await db
    .updateTable("visit_bookings")
    .set({ status: "canceled", canceled_at: at, canceled_by: by })
    .where("encounter_id", "=", encounterId)
    .where("status", "=", "booked")
    .returning("id")
    .executeTakeFirst();
  return canceled !== undefined;
}

/**
 * Records a call that took place: a video call completes the active booking (false when there
 * is none); a phone call needs no booking.
 */
export async function recordCompletedCall(
  db: DbOrTrx,
  at: Date,
  encounterId: string,
  kind: "video" | "phone",
): Promise<boolean> {
  if (kind === "video") {
    const done = await db
      .updateTable("visit_bookings")
      .set({ status: "completed", completed_at: at, call_kind: "video" })
      .where("encounter_id", "=", encounterId)
      .where("status", "=", "booked")
      .returning("id")
      .executeTakeFirst();
    if (!done) return false;
  }
  return true;
}

/** What a visit change does to the request: the booking projection and the visit type. */

export function visitChangeColumns(change: VisitChange): {
  visit_type?: "video" | "phone";
  sync_escalated?: boolean;
} {
  if (change.what === "booked") return { visit_type: "video", sync_escalated: true };
  if (change.what === "call_completed")
    return { visit_type: change.callKind, sync_escalated: true };
  return {};
}
