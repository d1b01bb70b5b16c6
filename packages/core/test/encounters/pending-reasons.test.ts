import { describe, expect, it } from "vitest";
import {
  type AutoSubmitFacts,
  ageInYears,
  identityVerified,
  pendingReasons,
} from "../../src/encounters/pending-reasons";
import { PENDING_REASONS } from "../../src/encounters/schemas";

const today = new Date("2026-03-02T12:00:00.000Z");
const ready: AutoSubmitFacts = {
  patient: {
    ownedByCaller: true,
    consentedToTelehealth: true,
    identityStatus: "verified",
    relationship: "spouse",
    dateOfBirth: "1990-01-01",
    stateOfResidence: "CA",
  },
  ownerIdentityVerified: false,
  subscriptionStatus: "active",
  patientSeated: true,
  submissionsThisPeriod: 0,
  fairUseCap: 20,
  today,
};
const withPatient = (p: Partial<NonNullable<AutoSubmitFacts["patient"]>>): AutoSubmitFacts => ({
  ...ready,
  patient: { ...(ready.patient as NonNullable<AutoSubmitFacts["patient"]>), ...p },
});

describe("pendingReasons", () => {
  it("lists the spec's values and seat_required (an incomplete letter is told by final_decision_ready)", () => {
    expect([...PENDING_REASONS].sort()).toEqual(
      [
        "patient_required",
        "patient_not_owned",
        "telehealth_consent_required",
        "patient_not_id_verified",
        "subscription_required",
        "seat_required",
        "rate_limit_reached",
        "state_not_served",
      ].sort(),
    );
  });

  it.each<[string, AutoSubmitFacts, string[]]>([
    ["everything in place", ready, []],
    ["no patient", { ...ready, patient: null }, ["patient_required"]],
    [
      "placeholder patient without a state",
      withPatient({ stateOfResidence: null }),
      ["patient_required"],
    ],
    [
      "foreign patient: nothing else about it is looked at",
      withPatient({ ownedByCaller: false, consentedToTelehealth: false, stateOfResidence: "NV" }),
      ["patient_not_owned"],
    ],
    ["no consent", withPatient({ consentedToTelehealth: false }), ["telehealth_consent_required"]],
    ["not verified", withPatient({ identityStatus: "unverified" }), ["patient_not_id_verified"]],
    [
      "unserved state (lower case too)",
      withPatient({ stateOfResidence: "nv" }),
      ["state_not_served"],
    ],
    ["no subscription", { ...ready, subscriptionStatus: null }, ["subscription_required"]],
    [
      "canceled subscription",
      { ...ready, subscriptionStatus: "canceled" },
      ["subscription_required"],
    ],
    ["fair use reached", { ...ready, submissionsThisPeriod: 20 }, ["rate_limit_reached"]],
    [
      "a family member without a seat (docs/payments.md: seat rule)",
      { ...ready, patientSeated: false },
      ["seat_required"],
    ],
    [
      "the account holder takes no seat",
      { ...withPatient({ relationship: "self" }), patientSeated: false },
      [],
    ],
    [
      "a seat is not looked at without a subscription",
      { ...ready, subscriptionStatus: null, patientSeated: false },
      ["subscription_required"],
    ],
    [
      "fair use not looked at without a subscription",
      { ...ready, subscriptionStatus: null, submissionsThisPeriod: 99 },
      ["subscription_required"],
    ],
    [
      "all at once",
      {
        ...withPatient({
          consentedToTelehealth: false,
          identityStatus: "pending",
          stateOfResidence: "TN",
        }),
        subscriptionStatus: "past_due",
      },
      [
        "telehealth_consent_required",
        "patient_not_id_verified",
        "subscription_required",
        "state_not_served",
      ],
    ],
  ])("%s", (_name, facts, expected) => {
    expect(pendingReasons(facts)).toEqual(expected);
  });
});

describe("identityVerified", () => {
  const unverified = { identityStatus: "unverified", dateOfBirth: "1990-01-01" } as const;
  it("self-patients and minors inherit the owner's verification; other adults do not", () => {
    expect(identityVerified({ ...unverified, relationship: "self" }, true, today)).toBe(true);
    expect(identityVerified({ ...unverified, relationship: "self" }, false, today)).toBe(false);
    expect(
      identityVerified(
        { ...unverified, relationship: "child", dateOfBirth: "2010-03-03" },
        true,
        today,
      ),
    ).toBe(true);
    expect(
      identityVerified(
        { ...unverified, relationship: "child", dateOfBirth: "2008-03-02" },
        true,
        today,
      ),
    ).toBe(false);
    expect(identityVerified({ ...unverified, relationship: "spouse" }, true, today)).toBe(false);
    expect(
      identityVerified(
        { ...unverified, identityStatus: "verified", relationship: "spouse" },
        false,
        today,
      ),
    ).toBe(true);
  });

  it("ageInYears counts whole years up to the birthday", () => {
    expect(ageInYears("2008-03-02", today)).toBe(18);
    expect(ageInYears("2008-03-03", today)).toBe(17);
    expect(ageInYears("2000-02-29", today)).toBe(26);
  });
});
