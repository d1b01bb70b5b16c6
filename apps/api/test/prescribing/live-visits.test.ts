import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDeveloperCommand } from "../../src/cli/developer-command";
import { createTestApp, type TestApp } from "../harness";
import {
  createClinician,
  reviewPath,
  seedPaidEncounter,
  type TestClinician,
} from "../review/helpers";
import { createDeveloper, type Developer, outcomeEvents } from "./helpers";

let t: TestApp;
let clinician: TestClinician;
beforeAll(async () => {
  t = await createTestApp({ WEB_URL: "http://web.test" });
  clinician = await createClinician(t, ["CA"]);
});
afterAll(() => t.close());

const patient = {
  first_name: "Grace",
  last_name: "Hopper",
  date_of_birth: "1980-02-03",
  sex: "female",
  state: "CA",
  zip: "94110",
  phone: "+14155550123",
  consent_attested: true,
};
const form = (fields: Record<string, string>) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

/** A live, full-visibility request already in review (developer-consented patient), claimed. */
async function liveRequestInReview(dev: Developer, externalId: string) {
  const created = await t.post("/api/v1/prescribing/patients", patient, { token: dev.liveKey });
  expect(created.status).toBe(201);
  const { letter, COMPLETE } = await import("../encounters/seed");
  const r = await t.post(
    "/api/v1/prescribing/query",
    {
      query: letter(COMPLETE),
      patient_id: created.body.patient_id,
      external_id: externalId,
      data_visibility: "full",
    },
    { token: dev.liveKey },
  );
  expect(r.body.status).toBe("in_review");
  const id = r.body.encounter_id as string;
  expect((await t.post(reviewPath(id, "claim"), {}, { token: clinician.session })).status).toBe(
    200,
  );
  return id;
}

async function developerWithFlags(liveVisits: "on" | "off") {
  const dev = await createDeveloper(t);
  const flags = await runDeveloperCommand(t.services, [
    "flags",
    dev.email,
    "--live-visits",
    liveVisits,
    "--enterprise",
    "on",
  ]);
  expect(flags.exitCode).toBe(0);
  return dev;
}

const details = async (dev: Developer, id: string) => {
  const res = await t.get(`/api/v1/prescribing/encounters/${id}/details`, { token: dev.liveKey });
  expect(res.status).toBe(200);
  return res.body;
};
const polled = async (dev: Developer, externalId: string) => {
  const res = await t.get(`/api/v1/prescribing/encounters?external_id=${externalId}`, {
    token: dev.liveKey,
  });
  return res.body.encounters[0];
};
const act = (id: string, action: string, body: Record<string, unknown> = {}) =>
  t.post(reviewPath(id, action), body, { token: clinician.session });
const tokenOf = (url: string) => new URL(url).searchParams.get("token") as string;

describe("live visits for real: clinician actions, scheduling and visit pages", () => {
  it("refuses live-visit actions outside live-visit accounts (403) and without a booking (409)", async () => {
    const off = await developerWithFlags("off");
    const id = await liveRequestInReview(off, "lv-off");
    for (const [action, body] of [
      ["video-invite", {}],
      ["visit/cancel", {}],
      ["visit/complete", { kind: "phone" }],
    ] as const) {
      const res = await act(id, action, body);
      expect([action, res.status, res.body.code]).toEqual([action, 403, "live_visits_not_enabled"]);
    }
    // An encounter of the account surface (no developer) has no live visits either.
    const paid = await seedPaidEncounter(t);
    await act(paid.encounterId, "claim");
    expect((await act(paid.encounterId, "video-invite")).body.code).toBe("live_visits_not_enabled");
    expect((await polled(off, "lv-off")).visitType).toBeUndefined();

    const on = await developerWithFlags("on");
    const live = await liveRequestInReview(on, "lv-409");
    const cancel = await act(live, "visit/cancel");
    expect([cancel.status, cancel.body.code]).toEqual([409, "no_active_booking"]);
    const video = await act(live, "visit/complete", { kind: "video" });
    expect([video.status, video.body.code]).toEqual([409, "no_active_booking"]);
    expect((await act(live, "visit/complete", { kind: "fax" })).status).toBe(400);

    // Who may call: a clinician session only.
    expect((await t.post(reviewPath(live, "video-invite"), {})).status).toBe(401);
    const asDeveloper = await t.post(reviewPath(live, "video-invite"), {}, { token: on.session });
    expect([asDeveloper.status, asDeveloper.body.code]).toEqual([403, "clinician_required"]);
    expect(
      (await t.post(reviewPath(live, "video-invite"), {}, { token: on.apiKey })).body.code,
    ).toBe("clinician_session_required");
  });

  it("invite → book → join → patient cancel → rebook → clinician cancel → rebook → video call; phone call; what the developer sees", async () => {
    const dev = await developerWithFlags("on");
    const id = await liveRequestInReview(dev, "lv-1");
    expect(await polled(dev, "lv-1")).toMatchObject({ visitType: "async", syncEscalated: false });

    // The invite: a physician message with a scheduling link; encounter.message like the sandbox.
    const invite = await act(id, "video-invite", { message: "Let's talk on video, please." });
    expect(invite.status).toBe(200);
    expect(invite.body.state).toBe("waitingForPatientReply");
    const d1 = await details(dev, id);
    const entry = d1.conversation.at(-1);
    expect(entry).toMatchObject({
      author: "clinician",
      clinicianName: "Rita Okafor, MD",
      message: "Let's talk on video, please.",
    });
    expect(entry.schedulingUrl).toMatch(new RegExp(`^http://web\\.test/schedule/${id}\\?token=`));
    const events = await outcomeEvents(t, id);
    expect(events.map((e) => [e.envelope.type, e.envelope.data])).toEqual([
      [
        "encounter.message",
        {
          encounter_id: id,
          external_id: "lv-1",
          status: "in_review",
          rx_count: 0,
          details_url: `${t.config.BASE_URL}/api/v1/prescribing/encounters/${id}/details`,
        },
      ],
    ]);

    // The patient books the first slot.
    const schedulingToken = tokenOf(entry.schedulingUrl);
    const booked = await t.request(
      "POST",
      `/schedule/${id}`,
      form({ token: schedulingToken, slot: "0" }),
    );
    expect(booked.status).toBe(200);
    const d2 = await details(dev, id);
    expect(d2.booking).toEqual({
      status: "booked",
      startAt: expect.stringMatching(/T15:00:00\.000Z$/),
      endAt: expect.stringMatching(/T15:30:00\.000Z$/),
      timezone: "UTC",
      clinicianName: "Rita Okafor, MD",
      bookedAt: t.clock.now().toISOString(),
      joinUrl: expect.stringMatching(
        new RegExp(`^http://web\\.test/visit/${id}\\?token=\\d+\\.[0-9a-f]{64}$`),
      ),
    });
    expect(d2.bookings).toEqual([d2.booking]);
    expect(booked.text).toContain(`href="${d2.booking.joinUrl.replace(/&/g, "&amp;")}"`);
    expect(await polled(dev, "lv-1")).toMatchObject({ visitType: "video", syncEscalated: true });

    // The visit page: join, then the patient cancels.
    const visitToken = tokenOf(d2.booking.joinUrl);
    const page = await t.get(`/visit/${id}?token=${visitToken}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("with Rita Okafor, MD");
    expect((await t.get(`/visit/${id}?token=${schedulingToken}`)).status).toBe(404);
    const joined = await t.request("POST", `/visit/${id}/join`, form({ token: visitToken }));
    expect(joined.status).toBe(200);
    expect(joined.text).toContain("You are in the waiting room.");
    const row = await t.db
      .selectFrom("visit_bookings")
      .select(["patient_joined_at", "clinician_id"])
      .where("encounter_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ patient_joined_at: t.clock.now(), clinician_id: clinician.id });
    t.clock.advance(60_000);
    const canceled = await t.request("POST", `/visit/${id}/cancel`, form({ token: visitToken }));
    expect(canceled.status).toBe(200);
    const d3 = await details(dev, id);
    expect(d3.booking).toBeUndefined();
    const { joinUrl: _join, ...withoutJoin } = d2.booking;
    expect(d3.bookings).toEqual([{ ...withoutJoin, status: "canceled" }]);
    const again = await t.request("POST", `/visit/${id}/cancel`, form({ token: visitToken }));
    expect(again.status).toBe(409);
    expect(again.text).toContain("No visit is booked any more");

    // Rebook; the clinician cancels.
    expect(
      (await t.request("POST", `/schedule/${id}`, form({ token: schedulingToken, slot: "1" })))
        .status,
    ).toBe(200);
    expect((await act(id, "visit/cancel")).status).toBe(200);
    expect((await details(dev, id)).bookings.map((b: { status: string }) => b.status)).toEqual([
      "canceled",
      "canceled",
    ]);

    // Rebook; the video call takes place.
    await t.request("POST", `/schedule/${id}`, form({ token: schedulingToken, slot: "2" }));
    const done = await act(id, "visit/complete", { kind: "video" });
    expect(done.status).toBe(200);
    const d4 = await details(dev, id);
    expect(d4.booking).toBeUndefined();
    expect(
      d4.bookings.map((b: { status: string; startAt: string }) => [
        b.status,
        b.startAt.slice(11, 16),
      ]),
    ).toEqual([
      ["canceled", "15:00"],
      ["canceled", "16:00"],
      ["completed", "17:00"],
    ]);
    expect(d4.bookings.every((b: object) => !("joinUrl" in b))).toBe(true);
    expect(await polled(dev, "lv-1")).toMatchObject({ visitType: "video", syncEscalated: true });
    expect((await t.request("POST", `/visit/${id}/join`, form({ token: visitToken }))).status).toBe(
      409,
    );

    // A phone call needs no booking.
    expect((await act(id, "visit/complete", { kind: "phone" })).status).toBe(200);
    expect(await polled(dev, "lv-1")).toMatchObject({ visitType: "phone", syncEscalated: true });

    // Only the invite sent a webhook (as in the sandbox: visits show in polling and details).
    expect((await outcomeEvents(t, id)).map((e) => e.envelope.type)).toEqual(["encounter.message"]);
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "actor_user_id"])
      .where("entity_id", "=", id)
      .where("action", "like", "review.%")
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      "review.claimed",
      "review.video_invite_sent",
      "review.visit_canceled",
      "review.call_completed",
      "review.call_completed",
    ]);
    expect(new Set(audit.map((a) => a.actor_user_id))).toEqual(new Set([clinician.id]));
  });
});
