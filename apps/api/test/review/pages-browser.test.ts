import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, closeBrowserApp, openBrowserApp, signedInContext } from "../browser";
import { COMPLETE, letter, query, stateOf } from "../encounters/seed";
import type { TestApp } from "../harness";
import { createClinician, eventsPath, markPaid, type TestClinician } from "./helpers";

/** A real 2x2 PNG as sharp writes it (stored unchanged: re-encoding it gives the same bytes). */
const PNG = new Uint8Array(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWP4z8DwnwGM/zMwAAAf7gP9qS/A4gAAAABJRU5ErkJggg==",
    "base64",
  ),
);

describe.skipIf(!browserAvailable)(
  "clinician console and chat page in headless Chromium (JavaScript off)",
  () => {
    let t: TestApp;
    let server: { url: string; close: () => Promise<void> };
    let browser: Browser;
    let clinician: TestClinician;
    beforeAll(async () => {
      ({ t, server, browser } = await openBrowserApp());
      clinician = await createClinician(t, ["CA"]);
    });
    afterAll(async () => {
      await closeBrowserApp({ t, server, browser });
    });

    /**
     * Submits a form and waits for the page it leads to (the redirect target is often the same
     * address, so waiting for the URL would return at once).
     */
    async function submit(page: Page, button: string): Promise<void> {
      await Promise.all([
        page.waitForEvent("framenavigated"),
        page.getByRole("button", { name: button }).click(),
      ]);
      await page.waitForLoadState();
    }

    /** A browser context signed in with a session cookie (as /signin leaves it), without JavaScript. */
    const signedIn = (session?: string): Promise<BrowserContext> =>
      signedInContext(browser, server.url, session, { javaScriptEnabled: false });

    it("a clinician claims, asks, prescribes and completes; the patient reads and answers on /c", async () => {
      const res = await query(t, {
        query: letter(COMPLETE),
        images: [{ base64: Buffer.from(PNG).toString("base64"), name: "rash.png" }],
      });
      const id = res.body.encounter_id as string;
      const token = res.body.encounter_token as string;
      const owner = await t.createAccount();
      const { seedReadyPatient } = await import("../encounters/seed");
      const patientId = await seedReadyPatient(t, owner.id, { stateOfResidence: "CA" });
      await markPaid(t, id, owner.id, patientId, token);

      // --- clinician: queue, claim, the encounter view ---------------------------------------
      const doc = await (await signedIn(clinician.session)).newPage();
      await doc.goto(`${server.url}/clinician`);
      expect(await doc.locator("h1").textContent()).toBe("Clinician console");
      const row = doc.locator(`#queue tr[data-encounter-id="${id}"]`);
      expect(await row.count()).toBe(1);
      await row.getByRole("button", { name: "Claim" }).click();
      await doc.waitForURL(`${server.url}/clinician/encounters/${id}#letter`);
      expect(await doc.locator("#encounter-state").textContent()).toBe("reviewing");
      expect(await doc.locator("#letter").textContent()).toContain("Chief Complaint");
      const src = await doc.locator("#images img").getAttribute("src");
      expect(src).toMatch(/\/api\/v1\/images\/[0-9a-f-]+\?exp=\d+&sig=[0-9a-f]{64}$/);
      expect(
        (await t.get(new URL(src as string).pathname + new URL(src as string).search)).status,
      ).toBe(200);

      t.clock.advance(1000);
      await doc.getByLabel("Question for the patient").fill("Do the symptoms get worse outdoors?");
      await submit(doc, "Ask and wait for the reply");
      expect(doc.url()).toBe(`${server.url}/clinician/encounters/${id}#conversation`);
      expect(await doc.locator("#encounter-state").textContent()).toBe("waitingForPatientReply");

      // --- patient (signed in): reads the question, opening marks it read, answers -----------
      const patient = await (await signedIn(owner.session)).newPage();
      await patient.goto(`${server.url}/c/${id}`);
      expect(await patient.locator("#chat-state").getAttribute("data-state")).toBe(
        "waitingForPatientReply",
      );
      expect(await patient.locator(".event.clinician .message").textContent()).toBe(
        "Do the symptoms get worse outdoors?",
      );
      expect(await patient.locator(".event.clinician .author").textContent()).toBe(
        "Rita Okafor, MD",
      );
      const unread = await t.db
        .selectFrom("chat_events")
        .select("id")
        .where("encounter_id", "=", id)
        .where("author_role", "=", "clinician")
        .where("read_at", "is", null)
        .execute();
      expect(unread).toEqual([]);
      t.clock.advance(1000);
      await patient.getByLabel("Your message").fill("Yes, much worse outside.");
      await submit(patient, "Send");
      expect(patient.url()).toBe(`${server.url}/c/${id}`);
      expect(await patient.locator(".event.own .message").last().textContent()).toBe(
        "Yes, much worse outside.",
      );
      expect(await stateOf(t, id)).toBe("reviewing");

      // The agent also answers through the API; the clinician sees the API badge on it only.
      t.clock.advance(1000);
      await t.post(eventsPath(id), { message: "Also sneezing in the morning." }, { token });
      await doc.goto(`${server.url}/clinician/encounters/${id}`);
      const own = doc.locator(".event.own");
      expect(await own.count()).toBe(2);
      expect(await own.nth(0).locator(".badge.api").count()).toBe(0);
      expect(await own.nth(1).locator(".badge.api").count()).toBe(1);

      // --- clinician: note, prescription from the catalogue, complete ---------------------------
      await doc.getByLabel("Documentation note").fill("Seasonal allergic rhinitis.");
      await submit(doc, "Add note");
      expect(doc.url()).toBe(`${server.url}/clinician/encounters/${id}#notes`);
      expect(await doc.locator("#notes").textContent()).toContain("Seasonal allergic rhinitis.");
      await doc.getByLabel("Medication (catalogue or free text)").fill("fluticasone");
      await doc.getByLabel("Quantity").fill("1 bottle");
      await doc.getByLabel("Refills (0-12)").fill("2");
      await doc.getByLabel("Instructions").fill("2 sprays each nostril daily");
      const once = await doc.locator("form.action-prescription input[name=once]").inputValue();
      await submit(doc, "Write prescription");
      expect(doc.url()).toBe(`${server.url}/clinician/encounters/${id}#prescriptions`);
      expect(await doc.locator("#prescriptions").textContent()).toContain(
        "fluticasone, 1 bottle, 2 refills",
      );
      const written = async () =>
        (
          await t.db
            .selectFrom("prescriptions")
            .select("id")
            .where("encounter_id", "=", id)
            .execute()
        ).length;
      expect(await written()).toBe(1);
      // Back, then the button again with the form as the browser restores it (its one-time
      // token included): nothing is written twice, and the console says so.
      await doc.goBack();
      await doc.waitForLoadState();
      await doc.getByLabel("Medication (catalogue or free text)").fill("fluticasone");
      await doc.getByLabel("Quantity").fill("1 bottle");
      await doc.getByLabel("Refills (0-12)").fill("2");
      await doc.getByLabel("Instructions").fill("2 sprays each nostril daily");
      await doc.locator("form.action-prescription input[name=once]").evaluate((input, value) => {
        (input as HTMLInputElement).value = value;
      }, once);
      await submit(doc, "Write prescription");
      expect(doc.url()).toBe(`${server.url}/clinician/encounters/${id}#prescriptions`);
      expect(await doc.locator("#flash").textContent()).toContain("Already sent");
      expect(await written()).toBe(1);
      // A new render is a new form: its token differs.
      expect(await doc.locator("form.action-prescription input[name=once]").inputValue()).not.toBe(
        once,
      );
      // A refused action shows the reason and its status.
      await doc.getByLabel("Refills (0-12)").fill("0");
      await doc.getByLabel("Medication (catalogue or free text)").fill("x");
      await doc.getByLabel("Quantity").fill("1");
      await doc.getByLabel("Instructions").fill("y");
      const refused = await Promise.all([
        doc.waitForResponse((r) => r.url().endsWith("/prescription")),
        doc.getByRole("button", { name: "Write prescription" }).click(),
      ]);
      expect(refused[0].status()).toBe(400);
      await doc.locator(".notice-error[role=alert]").waitFor();
      expect(await doc.locator(".notice-error[role=alert]").textContent()).toContain("medication");
      await doc.goto(`${server.url}/clinician/encounters/${id}`);
      await doc.getByLabel("Decision").selectOption("treatment_prescribed");
      await submit(doc, "Complete review");
      expect(doc.url()).toBe(`${server.url}/clinician/encounters/${id}#summary`);
      expect(await doc.locator("#encounter-state").textContent()).toBe("completed");
      expect(await doc.locator("#decision").textContent()).toBe("Treatment prescribed");
      await doc.screenshot({
        path: "/tmp/shots/pages-console/clinician-encounter.png",
        fullPage: true,
      });
      await doc.goto(`${server.url}/clinician`);
      expect(
        await doc.locator(`tr[data-encounter-id="${id}"] .state`).getAttribute("data-state"),
      ).toBe("completed");

      // --- the encounter token opens the chat page too, without a session ----------------------
      const holder = await (await signedIn()).newPage();
      await holder.goto(`${server.url}/c/${id}?token=${token}`);
      expect(await holder.locator("#chat-state").getAttribute("data-state")).toBe("completed");
      expect(await holder.locator(".event").count()).toBe(3);
      t.clock.advance(1000);
      await holder.getByLabel("Your message").fill("Thank you!");
      await submit(holder, "Send");
      expect(holder.url()).toBe(`${server.url}/c/${id}?token=${token}`);
      expect(await holder.locator(".event.own .message").last().textContent()).toBe("Thank you!");
      await holder.screenshot({ path: "/tmp/shots/pages-console/chat-page.png", fullPage: true });

      // Without a session or token: sign in first. Another account: 404.
      const stranger = await (await signedIn()).newPage();
      const anon = await stranger.goto(`${server.url}/c/${id}`);
      expect(anon?.status()).toBe(401);
      const other = await t.createAccount();
      const foreign = await (await signedIn(other.session)).newPage();
      expect((await foreign.goto(`${server.url}/c/${id}`))?.status()).toBe(404);
      expect((await foreign.goto(`${server.url}/clinician`))?.status()).toBe(403);
      // A whole journey in Chromium, as the other journeys: a busy CI machine needs more than 30 s.
    }, 90_000);
  },
);
