import { createHmac } from "node:crypto";
import { chatUrl, detailsUrl, REVIEW_PRICING } from "@intake/core/developers";
import { runOutboxOnce } from "@intake/core/kernel";
import { runWebhookDeliveriesOnce } from "@intake/core/webhooks";
import { Webhook } from "@intake/sdk";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, closeBrowserApp, openBrowserApp } from "../browser";
import type { TestApp } from "../harness";
import { PNG } from "../identity/document";
import { createClinician, reviewPath } from "../review/helpers";
import { type Receiver, startReceiver } from "../webhooks/helpers";
import { createDeveloper, createRequest } from "./helpers";

/**
 * One live request end to end, through real HTTP only: the developer's ak_live_ query, the
 * patient's consent page in Chromium, the clinician console's routes (claim, message, prescribe,
 * complete), then everything the developer sees: polling, details, signed webhooks and the usage
 * invoice.
 */
describe.skipIf(!browserAvailable)("a live request from query to usage invoice", () => {
  let t: TestApp;
  let server: { url: string; close: () => Promise<void> };
  let browser: Browser;
  let receiver: Receiver;
  beforeAll(async () => {
    ({ t, server, browser } = await openBrowserApp({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "true" }));
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await closeBrowserApp({ t, server, browser });
  });

  const local = (url: string) => url.replace("http://api.test", server.url);

  async function consent(page: Page, consentUrl: string, email: string) {
    await page.goto(local(consentUrl));
    await page.getByRole("button", { name: "Send me a code" }).click();
    await page.getByLabel("6-digit code").waitFor();
    await page.getByLabel("6-digit code").fill(await t.mailedCode(email));
    await page.getByRole("button", { name: "Confirm e-mail" }).click();
    await page.getByLabel("I consent to receive care through telehealth.").check();
    await page.getByLabel(/I agree to share my health information with Acme Health/).check();
    await page.getByLabel("Legal first name").fill("Ada");
    await page.getByLabel("Legal last name").fill("Lovelace");
    await page.getByLabel("Date of birth").fill("1985-12-10");
    await page.getByLabel("Sex").selectOption("female");
    await page.getByRole("button", { name: "Give consent" }).click();
    await page.route(/^http:\/\/api\.test\//, async (route) => {
      const response = await route.fetch({ url: local(route.request().url()) });
      await route.fulfill({ response });
    });
    await page.getByRole("button", { name: "Verify my identity" }).click();
    await page.waitForURL(/\/identity\/verify\/[0-9a-f]{64}$/);
    await page
      .locator("#document")
      .setInputFiles({ name: "id.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Submit for verification" }).click();
    await page.waitForURL(/\/consent\/[0-9a-f-]{36}\?token=/);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.locator("#done").waitFor();
  }

  it("ak_live_ query → consent (Chromium) → clinician console → polling, details, signed webhooks, usage invoice", async () => {
    const dev = await createDeveloper(t);
    await t.db
      .insertInto("developer_settings")
      .values({
        developer_id: dev.id,
        app_name: "Acme Health",
        data_visibility: "full",
        updated_at: t.clock.now(),
      })
      .execute();
    const endpoint = await t.post(
      "/api/v1/developers/me/webhook-endpoints",
      { url: receiver.url, environment: "live" },
      { token: dev.session },
    );
    expect(endpoint.status).toBe(201);
    const secret = endpoint.body.secret as string;
    const clinician = await createClinician(t, ["CA"]);
    const poll = async () => {
      const res = await t.get("/api/v1/prescribing/encounters?external_id=order-e2e", {
        token: dev.liveKey,
      });
      expect(res.status).toBe(200);
      expect(res.body.encounters).toHaveLength(1);
      return res.body.encounters[0];
    };

    // 1. The developer's live query.
    const email = "ada.e2e@example.com";
    const r = await createRequest(t, dev.liveKey, {
      patient_email: email,
      external_id: "order-e2e",
    });
    expect(r).toMatchObject({ environment: "live", sandbox: false, data_visibility: "full" });
    const id = r.encounter_id as string;
    expect((await poll()).status).toBe("awaiting_consent");

    // 2. The patient on the consent page, without JavaScript.
    const page = await browser.newPage({ javaScriptEnabled: false });
    await consent(page, r.consent_url, email);
    expect(await poll()).toMatchObject({
      status: "in_review",
      rxCount: 0,
      hasClinicianMessage: false,
    });

    // 3. The clinician console's routes.
    const queue = await t.get("/api/v1/clinician/queue", { token: clinician.session });
    expect(queue.body.encounters.map((e: { encounterId: string }) => e.encounterId)).toContain(id);
    expect((await t.post(reviewPath(id, "claim"), {}, { token: clinician.session })).status).toBe(
      200,
    );
    const message = "Thanks, Ada. I am prescribing a short course; take it with food.";
    const sent = await t.post(
      reviewPath(id, "messages"),
      { message },
      { token: clinician.session },
    );
    expect(sent.status).toBe(200);
    const messaged = await poll();
    expect(messaged).toMatchObject({ status: "in_review", hasClinicianMessage: true, rxCount: 0 });
    expect(messaged.lastMessageAt).toBe(t.clock.now().toISOString());
    const rx = await t.post(
      reviewPath(id, "prescriptions"),
      {
        medication: "Nitrofurantoin 100 mg",
        quantity: "10 capsules",
        refills: 0,
        instructions: "One capsule twice daily for 5 days.",
      },
      { token: clinician.session },
    );
    expect(rx.status).toBe(200);
    const done = await t.post(
      reviewPath(id, "complete"),
      { decision: "treatment_prescribed" },
      { token: clinician.session },
    );
    expect(done.status).toBe(200);

    // 4. What the developer sees.
    expect(await poll()).toEqual({
      encounterId: id,
      externalId: "order-e2e",
      status: "completed",
      rxCount: 1,
      sandbox: false,
      createdAt: expect.any(String),
      submittedAt: expect.any(String),
      hasClinicianMessage: true,
      lastMessageAt: expect.any(String),
      chatUrl: chatUrl(t.config, id),
    });
    const details = await t.get(`/api/v1/prescribing/encounters/${id}/details`, {
      token: dev.liveKey,
    });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      encounterId: id,
      externalId: "order-e2e",
      status: "completed",
      dataVisibility: "full",
      patient: {
        firstName: "Ada",
        lastName: "Lovelace",
        dateOfBirth: "1985-12-10",
        sex: "female",
        state: "CA",
      },
      rxCount: 1,
      prescriptions: [
        {
          medication: "Nitrofurantoin 100 mg",
          quantity: "10 capsules",
          refills: 0,
          instructions: "One capsule twice daily for 5 days.",
          clinicianName: "Rita Okafor, MD",
          pharmacyState: "active",
        },
      ],
    });
    expect(details.body.conversation).toEqual([
      expect.objectContaining({ author: "clinician", message, viaApp: false }),
    ]);
    expect(details.body.conversation[0].clinicianName).toMatch(/Okafor/);
    expect(details.body).not.toHaveProperty("booking");

    // 5. Signed webhook deliveries: encounter.message and encounter.completed. Deliveries run
    // concurrently, so they may arrive in either order: compared in type order.
    await runOutboxOnce(t.services);
    await runWebhookDeliveriesOnce(t.services);
    const verifier = new Webhook(secret, { now: () => t.clock.now() });
    const events = receiver.received.map((req) => {
      const hex = createHmac("sha256", secret).update(req.body).digest("hex");
      expect(req.headers["x-service-signature"]).toBe(`sha256=${hex}`);
      return verifier.verify(req.body, req.headers);
    });
    const byType = [...events].sort((a, b) => a.type.localeCompare(b.type));
    // Created in the order they happened: the message before the completion.
    const [completedEvent, messageEvent] = byType;
    expect(Date.parse(messageEvent?.created ?? "")).toBeLessThanOrEqual(
      Date.parse(completedEvent?.created ?? ""),
    );
    expect(byType.map((e) => [e.type, e.sandbox, e.data])).toEqual([
      [
        "encounter.completed",
        false,
        {
          encounter_id: id,
          external_id: "order-e2e",
          status: "completed",
          rx_count: 1,
          details_url: detailsUrl(t.config, id),
        },
      ],
      [
        "encounter.message",
        false,
        {
          encounter_id: id,
          external_id: "order-e2e",
          status: "in_review",
          rx_count: 0,
          chat_url: chatUrl(t.config, id),
          details_url: detailsUrl(t.config, id),
        },
      ],
    ]);
    expect(JSON.stringify(events)).not.toContain("Nitrofurantoin");
    expect(JSON.stringify(events)).not.toContain(message);

    // 6. The usage invoice, charged once by the billing worker.
    const invoices = await t.db
      .selectFrom("invoices")
      .select(["kind", "amount", "status", "idempotency_key", "subscription_id"])
      .where("user_id", "=", dev.id)
      .execute();
    expect(invoices).toEqual([
      {
        kind: "usage",
        amount: REVIEW_PRICING.complete_review_cents,
        status: "paid",
        idempotency_key: `usage:${id}:1`,
        subscription_id: null,
      },
    ]);
    await runOutboxOnce(t.services);
    expect(
      await t.db.selectFrom("invoices").select("id").where("user_id", "=", dev.id).execute(),
    ).toHaveLength(1);
  }, 180_000);
});
