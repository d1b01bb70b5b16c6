import type { BookingRecord } from "@intake/db";
import type { Services } from "../context";
import { conflict, notFound } from "../errors";
import { isUuid } from "../patients/load";
import { type RequestRow, updateRequest } from "./outcomes";
import { schedulingTokenValid } from "./scheduling";

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
  const r = await services.db
    .selectFrom("prescribing_requests")
    .selectAll()
    .where("encounter_id", "=", encounterId)
    .executeTakeFirst();
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
  const bookings: BookingRecord[] = (r.bookings ?? []).map((b) => {
    if (b.status !== "booked") return b;
    const { joinUrl: _drop, ...rest } = b;
    return { ...rest, status: "canceled" as const };
  });
  const booking: BookingRecord = {
    status: "booked",
    startAt: choice.startAt.toISOString(),
    endAt: choice.endAt.toISOString(),
    timezone: "UTC",
    bookedAt: now.toISOString(),
    joinUrl: `${services.config.WEB_URL}/visit/${encounterId}`,
  };
  bookings.push(booking);
  await updateRequest(services.db, now, encounterId, {
    bookings: JSON.stringify(bookings),
    visit_type: "video",
    sync_escalated: true,
  });
  return booking;
}
