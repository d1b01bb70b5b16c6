import { type BookingRecord, inTransaction } from "@intake/db";
import type { Services } from "../../kernel/context";
import { conflict, notFound } from "../../kernel/errors";
import { isUuid } from "../../kernel/ids";
import { applyChange } from "./on-encounter-changed";
import { lockRequest, type RequestRow } from "./outcomes";
import { schedulingTokenValid } from "./scheduling";
import {
  bookSlot,
  cancelActiveBooking,
  listVisits,
  type VisitRow,
  visitTokenValid,
} from "./visits";

/** The developer's requests for the dashboard, newest first (both environments). */
export async function listDashboardRequests(
  services: Pick<Services, "db">,
  developerId: string,
  limit = 50,
): Promise<RequestRow[]> {
  return services.db
    .selectFrom("prescribing_requests")
    .selectAll()
    .where("developer_id", "=", developerId)
    .orderBy("created_at", "desc")
    .orderBy("encounter_id", "desc")
    .limit(limit)
    .execute();
}

/** Billed usage of completed live reviews (voided/refunded ones left out): counts and total in cents. */
export async function usageSummary(
  services: Pick<Services, "db">,
  developerId: string,
): Promise<{ complete: number; incomplete: number; totalCents: number }> {
  const rows = await services.db
    .selectFrom("prescribing_usage")
    .select([
      "outcome",
      (eb) => eb.fn.countAll<number>().as("n"),
      (eb) => eb.fn.sum<number>("amount_cents").as("cents"),
    ])
    .where("developer_id", "=", developerId)
    .where("voided_at", "is", null)
    .groupBy("outcome")
    .execute();
  const of = (o: string) => rows.find((r) => r.outcome === o);
  return {
    complete: Number(of("complete")?.n ?? 0),
    incomplete: Number(of("incomplete")?.n ?? 0),
    totalCents: rows.reduce((sum, r) => sum + Number(r.cents ?? 0), 0),
  };
}

/** The slots the scheduling page offers: the next three whole hours from 15:00 UTC tomorrow. */
export function schedulingSlots(now: Date): { startAt: Date; endAt: Date }[] {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 15));
  return [0, 1, 2].map((i) => {
    const startAt = new Date(day.getTime() + i * 3600_000);
    return { startAt, endAt: new Date(startAt.getTime() + 30 * 60_000) };
  });
}

/**
 * The scheduling page books a video visit: the active booking is replaced by the new one (kept
 * as canceled in `bookings`), the request is marked as escalated to a video visit.
 */
export async function bookVisit(
  services: Pick<Services, "db" | "clock" | "config">,
  encounterId: string,
  token: string,
  slot: number,
): Promise<BookingRecord> {
  const now = services.clock.now();
  if (!isUuid(encounterId) || !schedulingTokenValid(services.config, encounterId, token, now)) {
    throw notFound("The scheduling link");
  }
  return inTransaction(services.db, async (trx) => {
    // Locked: two bookings at once (two tabs) run one after the other.
    const r = await lockRequest(trx, encounterId);
    if (!r) throw notFound("The scheduling link");
    if (r.status !== "in_review") {
      throw conflict(
        "visit_not_possible",
        "Visits can be booked only while the physician reviews the request.",
      );
    }
    const choice = schedulingSlots(now)[slot];
    if (!choice)
      throw conflict("slot_unavailable", "That time is not offered. Pick one of the listed times.");
    await bookSlot(trx, now, encounterId, choice);
    await applyChange(trx, now, services.config, r, { kind: "visit", change: { what: "booked" } });
    const row = await trx
      .selectFrom("prescribing_requests")
      .select("bookings")
      .where("encounter_id", "=", encounterId)
      .executeTakeFirstOrThrow();
    const booking = (row.bookings ?? []).find((b) => b.status === "booked");
    if (!booking) throw new Error("the new booking is missing from the projection");
    return booking;
  });
}

async function visitRequest(
  services: Pick<Services, "db" | "clock" | "config">,
  encounterId: string,
  token: string,
) {
  const now = services.clock.now();
  if (!isUuid(encounterId) || !visitTokenValid(services.config, encounterId, token, now)) {
    throw notFound("The visit link", { public: true });
  }
  return now;
}

/** The visit page: the encounter's bookings (the active one, if any, first to show). */
export async function getVisitPage(
  services: Pick<Services, "db" | "clock" | "config">,
  encounterId: string,
  token: string,
): Promise<{ active: VisitRow | null; visits: VisitRow[] }> {
  await visitRequest(services, encounterId, token);
  const visits = await listVisits(services.db, encounterId);
  return { active: visits.find((v) => v.status === "booked") ?? null, visits };
}

/**
 * The patient presses Join on the visit page: recorded on the active booking (the clinician
 * console shows it). 409 `no_active_booking` when the visit was canceled or already took place.
 */
export async function joinVisit(
  services: Pick<Services, "db" | "clock" | "config">,
  encounterId: string,
  token: string,
): Promise<VisitRow> {
  const now = await visitRequest(services, encounterId, token);
  const joined = await services.db
    .updateTable("visit_bookings")
    .set((eb) => ({ patient_joined_at: eb.fn.coalesce("patient_joined_at", eb.val(now)) }))
    .where("encounter_id", "=", encounterId)
    .where("status", "=", "booked")
    .returning("id")
    .executeTakeFirst();
  if (!joined) throw noActiveBooking();
  const visit = (await listVisits(services.db, encounterId)).find((v) => v.id === joined.id);
  return visit as VisitRow;
}

const noActiveBooking = () =>
  conflict(
    "no_active_booking",
    "No visit is booked any more: it was canceled or has taken place. Book a new time from the scheduling link if you still need one.",
  );

/** The patient cancels the booked visit on the visit page (kept in bookings[] as canceled). */
export async function cancelVisitAsPatient(
  services: Pick<Services, "db" | "clock" | "config">,
  encounterId: string,
  token: string,
): Promise<void> {
  const now = await visitRequest(services, encounterId, token);
  await inTransaction(services.db, async (trx) => {
    const r = await lockRequest(trx, encounterId);
    if (!r || !(await cancelActiveBooking(trx, now, encounterId, "patient"))) {
      throw noActiveBooking();
    }
    await applyChange(trx, now, services.config, r, {
      kind: "visit",
      change: { what: "canceled" },
    });
  });
}
