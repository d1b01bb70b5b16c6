import { newId } from "@intake/core/kernel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { advance, createDeveloper, createRequest, outcomeEvents } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_URL: "http://web.test" });
});
afterAll(() => t.close());

const names = (events: any[]) => events.map((e) => e.name);

describe("sandbox simulator: lifecycle", () => {
  it("default progression: consent_accepted completes with one simulated prescription and fires encounter.completed", async () => {
    const dev = await createDeveloper(t);
    const r = await createRequest(t, dev.testKey, { external_id: "auto-1" });
    const view = await t.get(`/api/v1/prescribing/sandbox/encounters/${r.encounter_id}`, {
      token: dev.testKey,
    });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      encounterId: r.encounter_id,
      status: "awaiting_consent",
      fullDataVisible: false,
      webhookUrlSet: false,
      rxCount: 0,
    });
    expect(names(view.body.availableEvents)).toEqual(["consent_accepted", "cancel"]);
    expect(view.body.availableEvents[0]).toEqual({
      name: "consent_accepted",
      group: "lifecycle",
      label: expect.any(String),
      webhook: "encounter.completed",
      description: expect.any(String),
    });

    const res = await advance(t, dev.testKey, r.encounter_id, { event: "consent_accepted" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      encounterId: r.encounter_id,
      applied: "consent_accepted",
      status: "completed",
      rxCount: 1,
      webhook: { type: "encounter.completed", fired: true },
    });
    const events = await outcomeEvents(t, r.encounter_id);
    expect(events).toHaveLength(1);
    // `body` holds the exact bytes to deliver: the envelope, serialised once.
    expect(JSON.parse(events[0].body)).toEqual(events[0].envelope);
    expect(events[0]).toEqual({
      developerId: dev.id,
      environment: "test",
      body: expect.any(String),
      envelope: {
        id: expect.stringMatching(/^evt_/),
        type: "encounter.completed",
        created: t.clock.now().toISOString(),
        sandbox: true,
        data: {
          encounter_id: r.encounter_id,
          external_id: "auto-1",
          status: "completed",
          rx_count: 1,
        },
      },
    });
    const poll = await t.get("/api/v1/prescribing/encounters?external_id=auto-1", {
      token: dev.testKey,
    });
    expect(poll.body.encounters[0]).toMatchObject({ status: "completed", rxCount: 1 });
    expect(poll.body.encounters[0].submittedAt).toEqual(expect.any(String));
    // A sandbox request never enters the clinician queue.
    const enc = await t.db
      .selectFrom("encounters")
      .select(["state", "sandbox"])
      .where("id", "=", r.encounter_id)
      .executeTakeFirstOrThrow();
    expect(enc).toEqual({ state: "completed", sandbox: true });
  });

  it("manual progression: pending_identity, identity_verified, physician_message (doorbell), complete with rx_count/outcome", async () => {
    const dev = await createDeveloper(t);
    await t.db
      .insertInto("webhook_endpoints")
      .values({
        id: newId(),
        developer_id: dev.id,
        environment: "test",
        url: "https://hooks.example.com/x",
        description: null,
        secret_sealed: "x",
        created_at: t.clock.now(),
      })
      .execute();
    const r = await createRequest(t, dev.testKey, {
      sandbox_progression: "manual",
      external_id: "man-1",
    });
    expect(r.simulated_decision.prescriptions).toEqual([]);
    const consent = await advance(t, dev.testKey, r.encounter_id, { event: "consent_accepted" });
    expect(consent.body).toMatchObject({
      status: "pending_identity",
      webhook: { type: null, fired: false },
    });
    expect(names(consent.body.availableEvents)).toEqual(["identity_verified", "cancel"]);

    const early = await advance(t, dev.testKey, r.encounter_id, { event: "complete" });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("event_not_available");
    expect(early.body.available_events).toEqual(["identity_verified", "cancel"]);

    const verified = await advance(t, dev.testKey, r.encounter_id, { event: "identity_verified" });
    expect(verified.body.status).toBe("in_review");
    expect(names(verified.body.availableEvents)).toEqual([
      "physician_message",
      "complete",
      "cancel",
    ]);

    const msg = await advance(t, dev.testKey, r.encounter_id, {
      event: "physician_message",
      message: "Secret clinical question",
    });
    expect(msg.body).toMatchObject({
      status: "in_review",
      webhook: { type: "encounter.message", fired: true },
    });
    const view = await t.get(`/api/v1/prescribing/sandbox/encounters/${r.encounter_id}`, {
      token: dev.testKey,
    });
    expect(view.body.webhookUrlSet).toBe(true);

    const done = await advance(t, dev.testKey, r.encounter_id, {
      event: "complete",
      rx_count: 3,
      outcome: "complete",
    });
    expect(done.body).toMatchObject({
      status: "completed",
      rxCount: 3,
      webhook: { type: "encounter.completed", fired: true },
    });
    const badRx = await advance(t, dev.testKey, r.encounter_id, { event: "complete", rx_count: 6 });
    expect(badRx.status).toBe(400);

    const events = await outcomeEvents(t, r.encounter_id);
    expect(events.map((e) => e.envelope.type)).toEqual([
      "encounter.message",
      "encounter.completed",
    ]);
    expect(events[0].envelope.data).toEqual({
      encounter_id: r.encounter_id,
      external_id: "man-1",
      status: "in_review",
      rx_count: 0,
      chat_url: `http://web.test/c/${r.encounter_id}`,
    });
    expect(JSON.stringify(events)).not.toContain("Secret clinical question");
    const poll = await t.get("/api/v1/prescribing/encounters?external_id=man-1", {
      token: dev.testKey,
    });
    expect(poll.body.encounters[0]).toMatchObject({ hasClinicianMessage: true, rxCount: 3 });
  });

  it("cancel fires encounter.canceled; nothing is available afterwards; unknown events are 400", async () => {
    const dev = await createDeveloper(t);
    const r = await createRequest(t, dev.testKey);
    const res = await advance(t, dev.testKey, r.encounter_id, { event: "cancel" });
    expect(res.body).toMatchObject({
      status: "canceled",
      webhook: { type: "encounter.canceled", fired: true },
      availableEvents: [],
    });
    const again = await advance(t, dev.testKey, r.encounter_id, { event: "cancel" });
    expect(again.status).toBe(409);
    expect(again.body.available_events).toEqual([]);
    const unknown = await advance(t, dev.testKey, r.encounter_id, { event: "teleport" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("unknown_event");
  });

  it("live keys get 404 on sandbox endpoints; another developer's request is 404", async () => {
    const dev = await createDeveloper(t);
    const other = await createDeveloper(t);
    const r = await createRequest(t, dev.testKey);
    const live = await createRequest(t, dev.liveKey);
    for (const id of [r.encounter_id, live.encounter_id]) {
      const get = await t.get(`/api/v1/prescribing/sandbox/encounters/${id}`, {
        token: dev.liveKey,
      });
      expect(get.status).toBe(404);
      const post = await advance(t, dev.liveKey, id, { event: "cancel" });
      expect(post.status).toBe(404);
    }
    const foreign = await t.get(`/api/v1/prescribing/sandbox/encounters/${r.encounter_id}`, {
      token: other.testKey,
    });
    expect(foreign.status).toBe(404);
    const liveWithTest = await t.get(
      `/api/v1/prescribing/sandbox/encounters/${live.encounter_id}`,
      { token: dev.testKey },
    );
    expect(liveWithTest.status).toBe(404);
  });
});

describe("sandbox simulator: pharmacy and prescription events", () => {
  it("full visibility with consent: every pharmacy stage and prescription state fires its webhook without pharmacy details", async () => {
    const dev = await createDeveloper(t);
    const r = await createRequest(t, dev.testKey, { data_visibility: "full", external_id: "ph-1" });
    await advance(t, dev.testKey, r.encounter_id, { event: "consent_accepted" });
    const stages = [
      "order_placed",
      "order_rerouted",
      "order_filling",
      "order_shipped",
      "order_delivered",
      "order_received",
      "order_ready",
      "order_picked_up",
      "order_completed",
      "order_canceled",
    ];
    for (const event of stages) {
      const res = await advance(t, dev.testKey, r.encounter_id, { event });
      expect(res.status).toBe(200);
      expect(res.body.webhook).toMatchObject({ type: "encounter.pharmacy_order", fired: true });
    }
    for (const event of ["prescription_depleted", "prescription_expired", "prescription_active"]) {
      const res = await advance(t, dev.testKey, r.encounter_id, { event });
      expect(res.body.webhook).toMatchObject({ type: "encounter.prescription", fired: true });
    }
    const events = await outcomeEvents(t, r.encounter_id);
    const pharmacy = events.filter((e) => e.envelope.type === "encounter.pharmacy_order");
    expect(pharmacy.map((e) => e.envelope.data.pharmacy_order_status)).toEqual([
      "placed",
      "rerouted",
      "filling",
      "shipped",
      "delivered",
      "received",
      "ready",
      "picked_up",
      "completed",
      "canceled",
    ]);
    expect(pharmacy[3].envelope.data).toEqual({
      encounter_id: r.encounter_id,
      external_id: "ph-1",
      pharmacy_order_status: "shipped",
      details_url: `http://api.test/api/v1/prescribing/encounters/${r.encounter_id}/details`,
    });
    const text = JSON.stringify(events);
    for (const secret of [
      "Sandbox Pharmacy",
      "Simulated Way",
      "Sandbox Carrier",
      "SANDBOX0000001",
    ]) {
      expect(text).not.toContain(secret);
    }
    const rx = events.filter((e) => e.envelope.type === "encounter.prescription");
    expect(rx.map((e) => e.envelope.data.prescription_status)).toEqual([
      "depleted",
      "expired",
      "active",
    ]);
    const completed = events.find((e) => e.envelope.type === "encounter.completed");
    expect(completed.envelope.data.details_url).toContain("/details");
    const details = await t.get(`/api/v1/prescribing/encounters/${r.encounter_id}/details`, {
      token: dev.testKey,
    });
    expect(details.body.pharmacyOrder).toMatchObject({
      status: "canceled",
      carrier: "Sandbox Carrier",
    });
    expect(details.body.prescriptions[0].pharmacyState).toBe("active");
  });

  it("outcome-only requests: pharmacy events apply but send no webhook; completed without prescriptions offers none", async () => {
    const dev = await createDeveloper(t);
    const r = await createRequest(t, dev.testKey);
    await advance(t, dev.testKey, r.encounter_id, { event: "consent_accepted" });
    const res = await advance(t, dev.testKey, r.encounter_id, { event: "order_placed" });
    expect(res.status).toBe(200);
    expect(res.body.webhook).toMatchObject({ type: "encounter.pharmacy_order", fired: false });
    expect(res.body.webhook.note).toContain("full-visibility");
    const events = await outcomeEvents(t, r.encounter_id);
    expect(events.map((e) => e.envelope.type)).toEqual(["encounter.completed"]);
    expect(events[0].envelope.data.details_url).toBeUndefined();

    const none = await createRequest(t, dev.testKey, { sandbox_progression: "manual" });
    await advance(t, dev.testKey, none.encounter_id, { event: "consent_accepted" });
    await advance(t, dev.testKey, none.encounter_id, { event: "identity_verified" });
    const zero = await advance(t, dev.testKey, none.encounter_id, {
      event: "complete",
      rx_count: 0,
    });
    expect(zero.body).toMatchObject({ status: "completed", rxCount: 0 });
    expect(names(zero.body.availableEvents)).toEqual(["physician_message"]);
    const refused = await advance(t, dev.testKey, none.encounter_id, { event: "order_placed" });
    expect(refused.status).toBe(409);
    expect(refused.body.available_events).toEqual(["physician_message"]);
  });
});

describe("sandbox simulator: live visits", () => {
  it("offers the live-visit events only to enabled accounts, and applies them", async () => {
    const dev = await createDeveloper(t);
    const r = await createRequest(t, dev.testKey, {
      sandbox_progression: "manual",
      data_visibility: "full",
    });
    await advance(t, dev.testKey, r.encounter_id, { event: "consent_accepted" });
    await advance(t, dev.testKey, r.encounter_id, { event: "identity_verified" });
    const off = await advance(t, dev.testKey, r.encounter_id, { event: "video_invite" });
    expect(off.status).toBe(409);

    await t.db
      .insertInto("developer_settings")
      .values({ developer_id: dev.id, live_visits: true, updated_at: t.clock.now() })
      .execute();
    const invite = await advance(t, dev.testKey, r.encounter_id, { event: "video_invite" });
    expect(invite.body.webhook).toMatchObject({ type: "encounter.message", fired: true });
    expect(names(invite.body.availableEvents)).toEqual([
      "physician_message",
      "complete",
      "cancel",
      "video_invite",
      "visit_booked",
      "video_call_completed",
      "phone_call_completed",
    ]);
    const booked = await advance(t, dev.testKey, r.encounter_id, { event: "visit_booked" });
    expect(names(booked.body.availableEvents)).toContain("visit_canceled");
    let details = await t.get(`/api/v1/prescribing/encounters/${r.encounter_id}/details`, {
      token: dev.testKey,
    });
    expect(details.body.booking).toMatchObject({
      status: "booked",
      timezone: "UTC",
      joinUrl: expect.any(String),
    });
    expect(details.body.conversation[0].schedulingUrl).toMatch(
      new RegExp(`^http://web\\.test/schedule/${r.encounter_id}\\?token=`),
    );
    await advance(t, dev.testKey, r.encounter_id, { event: "visit_canceled" });
    details = await t.get(`/api/v1/prescribing/encounters/${r.encounter_id}/details`, {
      token: dev.testKey,
    });
    expect(details.body.booking).toBeUndefined();
    expect(details.body.bookings).toHaveLength(1);
    expect(details.body.bookings[0].status).toBe("canceled");
    expect(details.body.bookings[0].joinUrl).toBeUndefined();

    const phone = await advance(t, dev.testKey, r.encounter_id, { event: "phone_call_completed" });
    expect(phone.body.webhook.fired).toBe(false);
    const poll = await t.get("/api/v1/prescribing/encounters", { token: dev.testKey });
    expect(poll.body.encounters[0]).toMatchObject({ visitType: "phone", syncEscalated: true });
    await advance(t, dev.testKey, r.encounter_id, { event: "video_call_completed" });
    const poll2 = await t.get("/api/v1/prescribing/encounters", { token: dev.testKey });
    expect(poll2.body.encounters[0].visitType).toBe("video");
  });
});

describe("scheduling page", () => {
  it("the video invite's schedulingUrl opens a page that books a slot; a bad token is 404", async () => {
    const dev = await createDeveloper(t);
    await t.db
      .insertInto("developer_settings")
      .values({ developer_id: dev.id, live_visits: true, updated_at: t.clock.now() })
      .execute();
    const r = await createRequest(t, dev.testKey, {
      sandbox_progression: "manual",
      data_visibility: "full",
    });
    await advance(t, dev.testKey, r.encounter_id, { event: "consent_accepted" });
    await advance(t, dev.testKey, r.encounter_id, { event: "identity_verified" });
    await advance(t, dev.testKey, r.encounter_id, { event: "video_invite" });
    const d = await t.get(`/api/v1/prescribing/encounters/${r.encounter_id}/details`, {
      token: dev.testKey,
    });
    const url = new URL(d.body.conversation[0].schedulingUrl);
    const pageRes = await t.get(`${url.pathname}${url.search}`);
    expect(pageRes.status).toBe(200);
    expect(pageRes.text).toContain("Schedule your video visit");
    const booked = await t.request("POST", url.pathname, {
      rawBody: `token=${url.searchParams.get("token")}&slot=1`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(booked.status).toBe(200);
    expect(booked.text).toContain("booked");
    const after = await t.get(`/api/v1/prescribing/encounters/${r.encounter_id}/details`, {
      token: dev.testKey,
    });
    expect(after.body.booking).toMatchObject({
      status: "booked",
      timezone: "UTC",
      joinUrl: expect.any(String),
    });
    expect(after.body.bookings).toHaveLength(1);
    const bad = await t.get(`${url.pathname}?token=1.${"0".repeat(64)}`);
    expect(bad.status).toBe(404);
    // Expired after 72 hours: the page refuses and details omit the schedulingUrl.
    t.clock.advance(73 * 3600_000);
    expect((await t.get(`${url.pathname}${url.search}`)).status).toBe(404);
    const later = await t.get(`/api/v1/prescribing/encounters/${r.encounter_id}/details`, {
      token: dev.testKey,
    });
    expect(later.body.conversation[0].schedulingUrl).toBeUndefined();
  });
});
