import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDeveloperCommand } from "../../src/cli/developer-command";
import { browserAvailable, closeBrowserApp, openBrowserApp, signedInContext } from "../browser";
import { COMPLETE, letter } from "../encounters/seed";
import type { TestApp } from "../harness";
import { createClinician, type TestClinician } from "../review/helpers";
import { createDeveloper } from "./helpers";

describe.skipIf(!browserAvailable)("live visits in headless Chromium (JavaScript off)", () => {
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

  const local = (url: string) => url.replace("http://api.test", server.url);

  /** A browser context whose links to WEB_URL (http://api.test) reach the test server. */
  async function contextFor(session?: string): Promise<BrowserContext> {
    const context = await signedInContext(browser, server.url, session, {
      javaScriptEnabled: false,
    });
    await context.route(/^http:\/\/api\.test\//, async (route) => {
      const response = await route.fetch({ url: local(route.request().url()) });
      await route.fulfill({ response });
    });
    return context;
  }

  it("console invite → patient books on /schedule → joins and cancels on /visit → rebooks → console records the video call", async () => {
    const dev = await createDeveloper(t);
    await runDeveloperCommand(t.services, [
      "flags",
      dev.email,
      "--live-visits",
      "on",
      "--enterprise",
      "on",
    ]);
    const created = await t.post(
      "/api/v1/prescribing/patients",
      {
        first_name: "Grace",
        last_name: "Hopper",
        date_of_birth: "1980-02-03",
        sex: "female",
        state: "CA",
        zip: "94110",
        phone: "+14155550123",
        consent_attested: true,
      },
      { token: dev.liveKey },
    );
    const r = await t.post(
      "/api/v1/prescribing/query",
      {
        query: letter(COMPLETE),
        patient_id: created.body.patient_id,
        external_id: "visit-browser",
        data_visibility: "full",
      },
      { token: dev.liveKey },
    );
    const id = r.body.encounter_id as string;

    // The clinician claims and invites from the console.
    const doc = await (await contextFor(clinician.session)).newPage();
    await doc.goto(`${server.url}/clinician/encounters/${id}`);
    await doc.getByRole("button", { name: "Claim this encounter" }).click();
    await doc.waitForURL(new RegExp(`/clinician/encounters/${id}(#[\\w-]+)?$`));
    expect(await doc.locator("#visit-status").textContent()).toBe("No visit booked yet.");
    expect(await doc.getByRole("button", { name: "Video call completed" }).count()).toBe(0);
    await doc.getByLabel("Invite text (optional)").fill("Could we talk on video tomorrow?");
    await doc.getByRole("button", { name: "Send video invite" }).click();
    await doc.waitForURL(new RegExp(`/clinician/encounters/${id}(#[\\w-]+)?$`));
    expect(await doc.locator("#encounter-state").textContent()).toBe("waitingForPatientReply");

    // The patient follows the scheduling link (relayed by the developer app from details).
    const details = await t.get(`/api/v1/prescribing/encounters/${id}/details`, {
      token: dev.liveKey,
    });
    const schedulingUrl = details.body.conversation.at(-1).schedulingUrl as string;
    const patient = await (await contextFor()).newPage();
    await patient.goto(local(schedulingUrl));
    const slots = patient.getByRole("button", { name: / UTC$/ });
    expect(await slots.count()).toBe(3);
    const firstSlot = (await slots.first().textContent()) as string;
    await slots.first().click();
    await patient.locator("#booked").waitFor();
    expect(await patient.locator("#booked").textContent()).toContain(firstSlot.trim());
    await patient.getByRole("link", { name: "Open your visit page" }).click();
    await patient.waitForURL(/\/visit\/[0-9a-f-]{36}\?token=/);
    const visitPage = patient.url();
    expect(await patient.locator("#visit-time").textContent()).toContain("with Rita Okafor, MD");
    await patient.getByRole("button", { name: "Join the video visit" }).click();
    await patient.locator("#joined").waitFor();
    expect(await patient.locator("#joined").textContent()).toContain("Rita Okafor, MD starts");

    await doc.reload();
    expect(await doc.locator("#visit-status li").textContent()).toMatch(
      /: booked, patient joined at /,
    );

    await patient.goto(visitPage);
    await patient.getByRole("button", { name: "Cancel this visit" }).click();
    await patient.locator("#visit-canceled").waitFor();
    await patient.goto(visitPage);
    expect(await patient.locator("#no-visit").textContent()).toContain("No visit is booked.");

    await doc.reload();
    expect(await doc.locator("#visit-status li").textContent()).toContain("canceled (by patient)");

    // Rebook the second time; the clinician records the call.
    await patient.goto(local(schedulingUrl));
    await patient.getByRole("button", { name: / UTC$/ }).nth(1).click();
    await patient.locator("#booked").waitFor();
    await doc.reload();
    await doc.getByRole("button", { name: "Video call completed" }).click();
    await doc.waitForURL(new RegExp(`/clinician/encounters/${id}(#[\\w-]+)?$`));
    expect(
      await doc
        .locator("#visit-status li")
        .evaluateAll((lis) => lis.map((li) => li.getAttribute("data-visit-status"))),
    ).toEqual(["canceled", "completed"]);
    await patient.goto(visitPage);
    expect(await patient.locator("#no-visit").textContent()).toBe("Your visit has taken place.");

    const poll = await t.get("/api/v1/prescribing/encounters?external_id=visit-browser", {
      token: dev.liveKey,
    });
    expect(poll.body.encounters[0]).toMatchObject({ visitType: "video", syncEscalated: true });
  }, 180_000);
});
