import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../src/routers";
import { renderOpenApiJson } from "../src/trpc/artifacts";
import { restProcedures } from "../src/trpc/procedures";
import { COMPLETE, letter } from "./encounters/seed";
import { createTestApp, type TestApp } from "./harness";
import { patientFields } from "./prescribing/helpers";
import { type PaidEncounter, seedPaidEncounter } from "./review/helpers";
import { buildWorld, fill, type ProtectedKind, sampleBody, type World } from "./security/suite";

/**
 * Every mutation of the router (POST/PATCH/PUT/DELETE) is called once, in the world the security
 * suite builds, with a credential its access kind takes and a body derived from the document;
 * each that succeeds must have written at least one `audit_log` row. The mutations this generic
 * drive cannot bring to success are listed below with the reason, so a new mutation is either
 * audited or named here.
 */
const NOT_DRIVEN: Record<string, string> = {
  sendVideoInvite:
    "live visits are off by default (403 live_visits_not_enabled); test/prescribing/live-visits.test.ts",
  cancelVisit: "needs a live visit (off by default); test/prescribing/live-visits.test.ts",
  recordCompletedCall: "needs a live visit (off by default); test/prescribing/live-visits.test.ts",
  addPatientWithSeat: "needs a processor-backed subscription; test/payments/*",
  removePatientWithSeat: "needs a processor-backed subscription; test/payments/*",
  updateSubscription: "needs a processor-backed subscription; test/payments/*",
  cancelSubscription: "needs a processor-backed subscription; test/payments/*",
  relayPrescribingReply:
    "needs full data visibility after the patient's consent (403 data_visibility_not_enabled); test/prescribing/details.test.ts",
  createDeveloperPatient:
    "enterprise agreements only; test/prescribing/developer-patients tests drive it",
};

/**
 * Successful mutations that write no audit row, with the reason they need none. Anything else
 * that succeeds without one fails the test.
 */
const NOT_AUDITED: Record<string, string> = {
  markChatRead: "read receipts are not a change of record (chat_events.read_at only)",
  agentQuery:
    "each letter is kept as a versioned turn (turns: time, version, evaluation), the encounter's own history, and its submission, when it auto-submits, writes submission.created; a second row per letter would copy the turn (and cost the one-statement fast path a write)",
};

/**
 * Successful mutations known to write no audit row that should (a defect being fixed), so the
 * suite stays green meanwhile; an entry that starts writing its row fails the test and is
 * removed. Empty: the seven this test found (issue 29) write theirs, or are in NOT_AUDITED.
 */
const FINDINGS: Record<string, string> = {};

/** Bodies the generic derivation cannot give (a letter, a card the processor accepts, an event). */
const BODIES: Record<string, unknown> = {
  agentQuery: { query: letter(COMPLETE) },
  prescribingQuery: { query: letter(COMPLETE), ...patientFields },
  addDeveloperPaymentMethod: {
    number: "4242424242424242",
    exp_month: 12,
    exp_year: 2099,
    cvc: "123",
  },
  advanceSandboxEncounter: { event: "consent_accepted" },
  // a PATCH that changes something (one that sends the current values changes nothing, and
  // rightly writes no row)
  updatePatient: { phoneNumber: "+14155550199" },
  advanceMySandboxEncounter: { event: "physician_message", message: "How are you?" },
};

const doc = JSON.parse(renderOpenApiJson());
/** Claims before the actions on the claimed encounter; what ends or deletes something last. */
const rank = (p: { method: string; path: string }) =>
  p.path.endsWith("/claim")
    ? 0
    : p.method === "DELETE"
      ? 4
      : p.path.endsWith("/cancel")
        ? 3
        : /\/(complete|rotate-secret)$/.test(p.path)
          ? 2
          : 1;
const mutations = restProcedures(appRouter)
  .filter((p) => p.method !== "GET")
  .sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));

let t: TestApp;
let world: World;
let paid: PaidEncounter;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
  paid = await seedPaidEncounter(t);
});
afterAll(() => t.close());

const credential = (kind: ProtectedKind | "public"): string | undefined =>
  ({
    public: undefined,
    account: world.caller.apiKey,
    session: world.caller.session,
    developer: world.developer.testKey,
    webhook_manager: world.developer.session,
    developer_manager: world.developer.session,
    developer_session: world.developer.session,
    clinician: world.clinician.session,
    agent_chat: paid.encounterToken,
  })[kind];

describe("audit: every successful mutation writes an audit_log row", () => {
  it("drives every mutation; those that succeed are audited, the rest are listed with a reason", async () => {
    const audited: string[] = [];
    const unaudited: string[] = [];
    const notDriven: Record<string, string> = {};
    for (const m of mutations) {
      const kind = (m.access ?? "public") as ProtectedKind | "public";
      const ids =
        kind === "clinician" || kind === "agent_chat"
          ? { encounters: paid.encounterId }
          : kind === "public"
            ? {}
            : world.own[kind];
      const filled = fill(m.path, ids);
      const id = m.operationId as string;
      if ("missing" in filled) {
        notDriven[id] = `no id for ${filled.missing}`;
        continue;
      }
      const before = await countAudit();
      const res = await t.request(m.method, filled.path, {
        token: credential(kind),
        body: id in BODIES ? BODIES[id] : sampleBody(doc, m),
      });
      if (res.status >= 300) {
        notDriven[id] = `${res.status} ${res.body?.code}`;
        continue;
      }
      ((await countAudit()) > before ? audited : unaudited).push(id);
    }
    expect(
      unaudited.filter((id) => !(id in NOT_AUDITED)).sort(),
      "successful mutations that wrote no audit_log row",
    ).toEqual(Object.keys(FINDINGS).sort());
    expect(audited.length + unaudited.length + Object.keys(notDriven).length).toBe(
      mutations.length,
    );
    expect(notDriven, "mutations the generic drive cannot bring to success").toEqual(
      Object.fromEntries(Object.keys(NOT_DRIVEN).map((k) => [k, expect.any(String)])),
    );
  });
});

async function countAudit(): Promise<number> {
  const row = await t.db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
