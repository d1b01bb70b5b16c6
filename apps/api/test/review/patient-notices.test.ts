import { noticeFor, type PatientNotice } from "@intake/core/care";
import type { EncounterChange } from "@intake/core/encounters";
import { inTransaction } from "@intake/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedEncounterRow, seedPatient } from "../encounters/seed";
import { createTestApp, type TestApp } from "../harness";

/**
 * The patient's notice e-mails are a listener of encounter changes (apps/api
 * `encounterEventsFor`), not code inside the verbs: which change sends which notice, and that the
 * outbox row is written in the transaction of the change (once when it commits, never when it
 * rolls back). The e-mails' words are checked on the mailbox by review/lifecycle.test.ts and
 * review/sweeps.test.ts.
 */
const CHANGES: [EncounterChange, PatientNotice | null][] = [
  [{ kind: "submitted" }, null],
  [{ kind: "clinician_message", chatEventId: "c" }, null],
  [{ kind: "question_asked", chatEventId: "c", asked: "question" }, "question_asked"],
  [{ kind: "question_asked", chatEventId: "c", asked: "video_invite" }, null],
  [{ kind: "patient_reply", chatEventId: "c" }, null],
  [{ kind: "prescription_written", prescriptionId: "p" }, "prescription_written"],
  [{ kind: "prescription_status", prescriptionId: "p", status: "active" }, null],
  [{ kind: "completed" }, "encounter_completed"],
  [{ kind: "visit", change: { what: "booked" } }, null],
  [{ kind: "closed" }, null],
  [{ kind: "canceled", by: "clinician" }, "encounter_canceled"],
  [{ kind: "canceled", by: "owner" }, null],
];

describe("noticeFor", () => {
  it.each(CHANGES)("%j -> %s", (change, notice) => {
    expect(noticeFor(change)).toBe(notice);
  });
});

describe("the notice listener registered by the services", () => {
  let t: TestApp;
  let owner: { id: string; email: string };
  let patientId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser();
    patientId = await seedPatient(t, owner.id);
  });
  afterAll(() => t?.close());

  const seedEncounter = (user = owner, patient = patientId): Promise<string> =>
    seedEncounterRow(t, { userId: user.id, patientId: patient, state: "reviewing" });

  const noticesOf = async (encounterId: string) =>
    (
      await t.db
        .selectFrom("outbox")
        .select(["topic", "payload"])
        .where("topic", "=", "email.send")
        .orderBy("id")
        .execute()
    )
      .map((r) => r.payload as { kind: string; encounter_id?: string })
      .filter((p) => p.encounter_id === encounterId)
      .map((p) => p.kind);

  it.each(CHANGES)(
    "queues exactly the notice of %j when the change commits",
    async (change, notice) => {
      const id = await seedEncounter();
      await inTransaction(t.db, (trx) =>
        t.services.encounterEvents.publish(trx, t.clock.now(), id, change),
      );
      expect(await noticesOf(id)).toEqual(notice ? [`notice.${notice}`] : []);
    },
  );

  it("queues nothing when the change's transaction rolls back", async () => {
    const id = await seedEncounter();
    await expect(
      inTransaction(t.db, async (trx) => {
        await t.services.encounterEvents.publish(trx, t.clock.now(), id, {
          kind: "canceled",
          by: "clinician",
        });
        throw new Error("the change failed after it was published");
      }),
    ).rejects.toThrow("the change failed");
    expect(await noticesOf(id)).toEqual([]);
  });

  it("sends the queued notice once, to the owner", async () => {
    const other = await t.createUser();
    const id = await seedEncounter(other, await seedPatient(t, other.id));
    await inTransaction(t.db, (trx) =>
      t.services.encounterEvents.publish(trx, t.clock.now(), id, { kind: "completed" }),
    );
    const mail = await t.latestMail(other.email, /Your review is complete/);
    expect(mail.body_text).toContain(`/c/${id}`);
    await t.latestMail(other.email); // runs the outbox again: nothing is left to send
    const sent = await t.db
      .selectFrom("mailbox")
      .select("subject")
      .where("to_address", "=", other.email)
      .where("subject", "=", "Your review is complete")
      .execute();
    expect(sent).toHaveLength(1);
  });
});
