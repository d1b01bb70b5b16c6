import { ageInYears } from "@intake/core/encounters";
import { runWebhookDeliveriesOnce } from "@intake/core/webhooks";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, launchBrowser, serveOverHttp } from "../browser";
import { stateOf } from "../encounters/seed";
import { createTestApp, type TestApp } from "../harness";
import { CARD_OK, PERSON, subscribedAccount } from "../payments/subscribe";
import { createRequest } from "../prescribing/helpers";
import { createClinician, type TestClinician } from "../review/helpers";
import { type Receiver, startReceiver } from "../webhooks/helpers";
import { checkPage, SIZES, signedInContext, stableAfterPost, submit } from "./journey";

/** Where the screenshots go (SHOTS_DIR: a directory of ones own when several checkouts run). */
const SHOTS = `${process.env.SHOTS_DIR ?? "/tmp/shots"}/pages-console`;

describe.skipIf(!browserAvailable)("console journeys in Chromium (desktop and phone)", () => {
  let t: TestApp;
  let server: { url: string; close: () => Promise<void> };
  let browser: Browser;
  let receiver: Receiver;
  let clinician: TestClinician;
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "true" });
    server = await serveOverHttp(t);
    browser = await launchBrowser();
    receiver = await startReceiver();
    clinician = await createClinician(t, ["CA"]);
  });
  afterAll(async () => {
    await receiver?.close();
    await browser?.close();
    await server?.close();
    await t?.close();
  });

  const count = async (
    table: "chat_events" | "prescriptions" | "patients",
    column: string,
    id: string,
  ) =>
    (
      await t.db
        .selectFrom(table)
        .select("id" as any)
        .where(column as any, "=", id)
        .execute()
    ).length;

  for (const [size, width, height] of SIZES) {
    const viewport = { width, height };
    const look = (page: Page, name: string, patient: boolean) =>
      checkPage(page, name, { width, patient, shots: SHOTS });

    it(`clinician claims, asks, prescribes, completes; the patient answers, sees the outcome and manages the plan (${size})`, async () => {
      const holder = await subscribedAccount(t, CARD_OK);
      const id = holder.encounterId;

      // --- the clinician claims and asks ------------------------------------------------------
      const doc = await (
        await signedInContext(browser, server.url, clinician.session, viewport)
      ).newPage();
      doc.setDefaultTimeout(10_000);
      await doc.goto(`${server.url}/clinician`);
      await look(doc, "console-queue", false);
      await submit(
        doc,
        doc.locator(`#queue tr[data-encounter-id="${id}"] button`, { hasText: "Claim" }),
      );
      expect(new URL(doc.url()).pathname).toBe(`/clinician/encounters/${id}`);
      expect(await doc.locator("#encounter-state").textContent()).toBe("reviewing");
      // The letter is about a 29-year-old woman; the person paid for is older: the physician is
      // told, in the same comparison checkout shows the patient.
      const recorded = ageInYears(PERSON.dateOfBirth, t.clock.now());
      expect(await doc.locator("#letter-mismatch").textContent()).toContain(
        `The letter gives an age of 29; the record says ${recorded} (born ${PERSON.dateOfBirth}).`,
      );
      await look(doc, "console-review", false);
      await stableAfterPost(doc, "claim", () => stateOf(t, id));

      t.clock.advance(60_000);
      await doc.getByLabel("Question for the patient").fill("Do the symptoms get worse outdoors?");
      await submit(doc, doc.getByRole("button", { name: "Ask and wait for the reply" }));
      expect(doc.url()).toBe(`${server.url}/clinician/encounters/${id}#conversation`);
      await stableAfterPost(doc, "question", async () => [
        await stateOf(t, id),
        await count("chat_events", "encounter_id", id),
      ]);

      // --- the patient finds the question from the account home and answers -------------------
      const me = await (
        await signedInContext(browser, server.url, holder.session, viewport)
      ).newPage();
      me.setDefaultTimeout(10_000);
      await me.goto(`${server.url}/account`);
      const request = me.locator(`#requests li[data-encounter-id="${id}"]`);
      expect(await request.locator(".request-status").textContent()).toMatch(/question|answer/i);
      await look(me, "account-question", true);
      await request.locator("a", { hasText: /new message|conversation/ }).click();
      await me.waitForURL(`${server.url}/c/${id}`);
      expect(await me.locator(".event.clinician .message").textContent()).toBe(
        "Do the symptoms get worse outdoors?",
      );
      await look(me, "chat-question", true);
      t.clock.advance(60_000);
      await me.getByLabel("Your message").fill("Yes, much worse outside.");
      await submit(me, me.getByRole("button", { name: "Send" }));
      expect(await me.locator(".event.own .message").last().textContent()).toBe(
        "Yes, much worse outside.",
      );
      await stableAfterPost(me, "answer", () => count("chat_events", "encounter_id", id));
      expect(await stateOf(t, id)).toBe("reviewing");

      // --- the clinician prescribes and completes --------------------------------------------
      t.clock.advance(60_000);
      await doc.goto(`${server.url}/clinician/encounters/${id}`);
      expect(await doc.locator(".event.own .message").last().textContent()).toBe(
        "Yes, much worse outside.",
      );
      await doc
        .getByLabel("Medication (catalogue or free text)")
        .fill("fluticasone 50 mcg nasal spray");
      await doc.getByLabel("Quantity").fill("1 bottle");
      await doc.getByLabel("Refills (0-12)").fill("2");
      await doc.getByLabel("Instructions").fill("2 sprays each nostril daily");
      await submit(doc, doc.getByRole("button", { name: "Write prescription" }));
      expect(doc.url()).toBe(`${server.url}/clinician/encounters/${id}#prescriptions`);
      await stableAfterPost(doc, "prescription", () => count("prescriptions", "encounter_id", id));
      await doc.getByLabel("Decision").selectOption("treatment_prescribed");
      await doc.getByRole("button", { name: "Complete review" }).click();
      // The console asks first (a modal dialog), then completes.
      await look(doc, "console-confirm", false);
      await submit(
        doc,
        doc.locator("dialog.confirm-dialog button", { hasText: "Complete review" }),
      );
      expect(doc.url()).toBe(`${server.url}/clinician/encounters/${id}#summary`);
      expect(await doc.locator("#encounter-state").textContent()).toBe("completed");
      await look(doc, "console-completed", false);
      await stableAfterPost(doc, "complete", () => stateOf(t, id));
      expect(await stateOf(t, id)).toBe("completed");

      // --- the patient sees the outcome card ------------------------------------------------
      await me.goto(`${server.url}/c/${id}`);
      expect(await me.locator("#outcome-decision").textContent()).toBe("Treatment prescribed");
      const outcome = (await me.locator("#outcome").textContent()) as string;
      expect(outcome).toContain("fluticasone 50 mcg nasal spray");
      expect(outcome).toContain("1 bottle");
      expect(outcome).toContain("2 sprays each nostril daily");
      await look(me, "chat-outcome", true);

      // --- the account home: the request with its outcome -------------------------------------
      await me.goto(`${server.url}/account`);
      expect(await request.locator(".request-outcome").textContent()).toContain("fluticasone");
      await look(me, "account-home", true);

      // Add a person: the seat's price is shown before anything is charged.
      await me.locator("#people a", { hasText: "Add a person" }).click();
      await me.waitForURL(`${server.url}/account/people/new`);
      expect(await me.locator("#seat-price").textContent()).toMatch(
        /\$\d+\.\d{2} is charged today/,
      );
      await look(me, "person-new", true);
      await me.locator("#relationship").selectOption("child");
      await me.locator("#firstName").fill("Sam");
      await me.locator("#lastName").fill("Rivera");
      await me.locator("#dateOfBirth").fill("2015-06-01");
      await me.locator("#sex").selectOption("male");
      await me.locator("#stateOfResidence").selectOption("CA");
      await me.locator("#zipCode").fill("94110");
      await me.locator("#phoneNumber").fill("(415) 555-0199");
      await submit(me, me.getByRole("button", { name: "Add person" }));
      expect(new URL(me.url()).pathname).toBe("/account");
      expect(await me.locator("#flash").textContent()).toContain("Sam was added");
      expect(await me.locator("#people-table").textContent()).toContain("Sam Rivera");
      await look(me, "account-person-added", true);
      const people = () => count("patients", "owner_id", holder.id);
      await stableAfterPost(me, "add person", people);

      // Change seats: the prorated price first, then the change.
      const seats = Number(await me.locator("#seat-count").inputValue());
      await me.locator("#seat-count").fill(String(seats + 1));
      await me.getByRole("button", { name: "See the price" }).click();
      await me.waitForURL(/\/account\/seats\?count=/);
      expect(await me.locator("#charge-now").textContent()).toMatch(/^\$\d+\.\d{2}$/);
      expect(await me.locator("#monthly-after").textContent()).toMatch(/^\$\d+\.\d{2}$/);
      await look(me, "seats-quote", true);
      await submit(me, me.locator("#confirm-seats"));
      expect(await me.locator("#flash").textContent()).toContain(`${seats + 1} additional seats`);
      const plan = async () =>
        (
          await t.db
            .selectFrom("subscriptions")
            .select(["seat_count", "status", "cancel_at_period_end"])
            .where("user_id", "=", holder.id)
            .execute()
        ).map((s) => JSON.stringify(s));
      await stableAfterPost(me, "seats", plan);

      // The cancellation preview names each person and the refund, then cancels at period end.
      await me.locator("#cancel-plan").click();
      await me.waitForURL(`${server.url}/account/cancel`);
      expect(await me.locator("#refund-total").textContent()).toMatch(/^\$\d+\.\d{2}$/);
      expect(await me.locator("#cancellation-preview").textContent()).toContain("Sam Rivera");
      await look(me, "cancel-preview", true);
      const atPeriodEnd = me.locator('input[name="refund"][value="no"]');
      if (await atPeriodEnd.count()) await atPeriodEnd.check();
      await submit(me, me.locator("#confirm-cancel"));
      expect(await me.locator("#flash").textContent()).toContain("Your plan is canceled");
      await look(me, "account-canceled", true);
      await stableAfterPost(me, "cancel", plan);
      await me.context().close();
      await doc.context().close();
    }, 90_000);

    it(`developer: key shown once, webhook endpoint, test event, delivery log, sandbox (${size})`, async () => {
      const dev = await t.createAccount();
      const page = await (
        await signedInContext(browser, server.url, dev.session, viewport)
      ).newPage();
      page.setDefaultTimeout(10_000);
      const keys = async () =>
        (
          await t.db
            .selectFrom("developer_keys")
            .select("id")
            .where("user_id", "=", dev.id)
            .execute()
        ).length;

      await page.goto(`${server.url}/developers`);
      await look(page, "developers-empty", false);
      // The API reference: the site's own page, public operations only, axe-clean at both sizes.
      await page.locator("a", { hasText: "API reference" }).first().click();
      await page.waitForURL(`${server.url}/docs`);
      expect(await page.locator("#createPatient").count()).toBe(1);
      expect(await page.locator("#claimEncounter").count()).toBe(0);
      await page.locator("#createPatient summary").click();
      await look(page, "docs", false);
      await page.goto(`${server.url}/developers`);
      await page.getByLabel("Label").fill("Sandbox app");
      await page.getByLabel("Environment").selectOption("test");
      await submit(page, page.getByRole("button", { name: "Create developer key" }));
      const key = (await page.locator("#new-key-value").textContent()) as string;
      expect(key).toMatch(/^ak_test_[0-9a-f]{64}$/);
      await look(page, "developers-key", false);
      // Reload and Back neither create a second key nor show the first one again.
      await stableAfterPost(page, "create key", keys);
      expect(await keys()).toBe(1);
      expect(await page.locator("#new-key-value").count()).toBe(0);

      // A webhook endpoint: the signing secret is shown once.
      await page.locator("a", { hasText: "Webhook endpoints" }).first().click();
      await page.waitForURL(`${server.url}/developers/webhooks`);
      await look(page, "webhooks-empty", false);
      await page.getByLabel("URL").fill(receiver.url);
      await page.getByLabel("Environment").selectOption("test");
      await page.getByLabel("Description (optional)").fill("staging receiver");
      await submit(page, page.getByRole("button", { name: "Add endpoint" }));
      expect(await page.locator("#secret-value").textContent()).toMatch(/^whsec_/);
      await look(page, "webhooks-added", false);
      const endpoints = async () =>
        (
          await t.db
            .selectFrom("webhook_endpoints")
            .select("id")
            .where("developer_id", "=", dev.id)
            .execute()
        ).length;
      await stableAfterPost(page, "add endpoint", endpoints);
      expect(await page.locator("#secret-value").count()).toBe(0);

      // A test event, then its line in the delivery log with the payload.
      await submit(page, page.getByRole("button", { name: `Send test event to ${receiver.url}` }));
      expect(await page.locator("#flash").textContent()).toContain("Test event queued");
      const deliveries = async () =>
        (await t.db.selectFrom("webhook_deliveries").select("id").execute()).length;
      await stableAfterPost(page, "test event", deliveries);
      // The receiver answers with a body longer than the 2 KB the log keeps.
      const answer = `{"received":true,"trace":"${"x".repeat(2100)}END"}`;
      receiver.set({ kind: "status", status: 200, body: answer, contentType: "application/json" });
      await runWebhookDeliveriesOnce(t.services);
      receiver.set({ kind: "status", status: 204 });
      await page.reload();
      const line = page.locator("#delivery-log tbody tr").first();
      expect(await line.textContent()).toContain("webhook.test");
      expect(await line.textContent()).toContain("delivered");
      await line.locator("summary").first().click();
      expect(await line.locator("pre.payload").first().textContent()).toContain(
        '"type": "webhook.test"',
      );
      // The response: collapsed until opened, then its first 2 KB and a note that it was cut.
      const response = line.locator("details.response");
      expect(await response.locator("pre.response-body").isVisible()).toBe(false);
      await response.locator("summary").click();
      expect(await response.locator("summary").textContent()).toBe(
        "Response body (application/json)",
      );
      const shown = (await response.locator("pre.response-body").textContent()) as string;
      expect(shown).toBe(answer.slice(0, 2048));
      expect(shown).not.toContain("END");
      expect(await response.locator(".response-truncated").textContent()).toBe(
        "Only the first 2 KB of a longer answer is kept.",
      );
      await look(page, "delivery-log", false);

      // The sandbox: a test request moved along by plain buttons, on the dashboard and its page.
      const r = await createRequest(t, key, { external_id: `journey-${size}` });
      await page.goto(`${server.url}/developers`);
      const row = page.locator(`tr[data-encounter-id="${r.encounter_id}"]`);
      await look(page, "developers-request", false);
      await submit(page, row.locator('button[data-event="consent_accepted"]'));
      expect(await page.locator("#flash").textContent()).toContain("encounter.completed");
      await stableAfterPost(page, "sandbox", () => stateOf(t, r.encounter_id));
      await row.locator("a").first().click();
      await page.waitForURL(`${server.url}/developers/requests/${r.encounter_id}`);
      expect(await page.locator("#request-status").textContent()).toBe("completed");
      await look(page, "developer-request", false);
      await page.context().close();
    }, 60_000);
  }
});
