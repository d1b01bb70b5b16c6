import {
  createEncounterEvents,
  ENCOUNTER_STATES,
  ENCOUNTER_TRANSITIONS,
  type EncounterChange,
  type EncounterState,
  submitForReview,
  transitionEncounter,
} from "@intake/core/encounters";
import { DomainError, newId } from "@intake/core/kernel";
import { inTransaction } from "@intake/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
import { seedEncounterRow, seedPatient } from "./seed";

/**
 * transitionEncounter on a real database: the conditional update, the audit row and the change
 * event in one transaction, for every pair of states (the pure table has its own test in core).
 */
let t: TestApp;
let owner: { id: string };
let patientId: string;
const heard: { encounterId: string; change: EncounterChange }[] = [];
const events = createEncounterEvents([
  async (_db, _at, encounterId, change) => {
    heard.push({ encounterId, change });
  },
]);
const SYSTEM = { userId: null, kind: "system" };

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  patientId = await seedPatient(t, owner.id);
});
afterAll(() => t?.close());

async function seedEncounter(state: EncounterState): Promise<string> {
  const id = await seedEncounterRow(t, { userId: owner.id, patientId, state });
  await t.db
    .insertInto("turns")
    .values({
      id: newId(),
      encounter_id: id,
      version: 1,
      query_text: "letter",
      evaluation: "{}",
      result: "{}",
      created_at: t.clock.now(),
    })
    .execute();
  return id;
}

const auditOf = (id: string) =>
  t.db
    .selectFrom("audit_log")
    .select(["action", "detail"])
    .where("entity_id", "=", id)
    .orderBy("id")
    .execute();

const PAIRS = ENCOUNTER_STATES.filter((s) => s !== "thinking").flatMap((from) =>
  ENCOUNTER_STATES.filter((s) => s !== "thinking").map((to) => [from, to] as const),
);

describe("transitionEncounter", () => {
  it("moves every allowed pair with its audit row and event, refuses every other", async () => {
    for (const [from, to] of PAIRS) {
      const id = await seedEncounter(from);
      heard.length = 0;
      // Settled into a value at once, so a refusal is never an unhandled rejection while the
      // row is read below (on PostgreSQL the transaction can fail before it is awaited).
      const run = inTransaction(t.db, (trx) =>
        transitionEncounter(trx, events, {
          id,
          at: t.clock.now(),
          from,
          to,
          audit: { actor: SYSTEM, action: "test.moved", detail: { from_state: from } },
          change: { kind: "closed" },
        }),
      ).then(
        (value) => ({ value, error: null }),
        (error: unknown) => ({ value: null, error }),
      );
      const row = await t.db
        .selectFrom("encounters")
        .select("state")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      if (ENCOUNTER_TRANSITIONS[from].includes(to)) {
        const { value: result, error } = await run;
        expect(error, `${from} -> ${to}`).toBeNull();
        expect(result?.row.state, `${from} -> ${to}`).toBe(to);
        expect(
          (
            await t.db
              .selectFrom("encounters")
              .select("state")
              .where("id", "=", id)
              .executeTakeFirstOrThrow()
          ).state,
        ).toBe(to);
        expect(await auditOf(id)).toEqual([
          {
            action: "test.moved",
            detail: {
              from_state: from,
              ...(to === "canceled" ? { canceled_submission_ids: [] } : {}),
            },
          },
        ]);
        expect(heard).toEqual([{ encounterId: id, change: { kind: "closed" } }]);
      } else {
        const { error } = await run;
        expect(error, `${from} -> ${to}`).toBeInstanceOf(DomainError);
        const terminal = from === "closed" || from === "canceled";
        expect((error as DomainError).code).toBe(
          terminal ? "encounter_terminal" : "invalid_encounter_state",
        );
        expect(row.state).toBe(from);
        expect(await auditOf(id)).toEqual([]);
        expect(heard).toEqual([]);
      }
    }
  });

  it("fences on the state read: a stale `from` is 409, the caller's own error, or skipped", async () => {
    const id = await seedEncounter("reviewing");
    const move = (ifChanged?: "skip" | (() => DomainError)) =>
      inTransaction(t.db, (trx) =>
        transitionEncounter(trx, events, {
          id,
          at: t.clock.now(),
          from: "submitted",
          to: "reviewing",
          audit: { actor: SYSTEM, action: "test.claimed" },
          ...(ifChanged ? { ifChanged } : {}),
        }),
      );
    await expect(move()).rejects.toMatchObject({ status: 409, code: "concurrent_update" });
    await expect(
      move(() => new DomainError("already_claimed", "Another clinician claimed it first.")),
    ).rejects.toMatchObject({ code: "already_claimed" });
    expect(await move("skip")).toBeNull();
    expect(await auditOf(id)).toEqual([]);
  });

  it("canceling cancels the active submission; submitting replaces it", async () => {
    const id = await seedEncounter("readyForCheckout");
    const at = t.clock.now();
    const first = await inTransaction(t.db, (trx) =>
      transitionEncounter(trx, events, {
        id,
        at,
        from: "readyForCheckout",
        to: "submitted",
        submission: { actor: SYSTEM, userId: owner.id, patientId, via: "test" },
        audit: null,
      }),
    );
    const second = await inTransaction(t.db, (trx) =>
      submitForReview(trx, { at, actor: SYSTEM, encounterId: id, userId: owner.id, patientId }),
    );
    const canceled = await inTransaction(t.db, (trx) =>
      transitionEncounter(trx, events, {
        id,
        at,
        from: "submitted",
        to: "canceled",
        audit: { actor: SYSTEM, action: "test.canceled" },
      }),
    );
    expect(canceled.canceledSubmissionIds).toEqual([second]);
    const rows = await t.db
      .selectFrom("submissions")
      .select(["id", "status", "replaced_by_id"])
      .where("encounter_id", "=", id)
      .orderBy("created_at")
      .orderBy("status")
      .execute();
    expect(new Map(rows.map((r) => [r.id, [r.status, r.replaced_by_id]]))).toEqual(
      new Map([
        [first.submissionId, ["canceled_replaced", second]],
        [second, ["canceled", null]],
      ]),
    );
    expect((await auditOf(first.submissionId as string)).map((a) => a.action)).toEqual([
      "submission.created",
      "submission.replaced",
    ]);
  });
});
