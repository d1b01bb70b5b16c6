import { patientRules } from "@intake/core/accounts";
import { SERVED_STATES } from "@intake/core/catalogue";
import type { DomainError } from "@intake/core/kernel";
import { Field, type Option } from "./components";
import { SEX_OPTIONS } from "./options";

/**
 * The fields that describe a person, the same on every form that asks for them (checkout's
 * person step, the consent page, the account's add and edit pages): the same labels, limits,
 * autocomplete tokens and choices, and the same plain words for their errors.
 */

/** What a person form holds (strings as typed; absent: empty). */
export interface PersonValues {
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  sex?: string | null;
  stateOfResidence?: string | null;
  zipCode?: string | null;
  phoneNumber?: string | null;
}

/** A field's error text by field name (undefined: no error on it). */
export type FieldErrors = (name: string) => string | undefined;

const STATE_NAMES: Record<string, string> = {
  AK: "Alaska",
  AZ: "Arizona",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  FL: "Florida",
  IL: "Illinois",
  KS: "Kansas",
  MA: "Massachusetts",
  NJ: "New Jersey",
  NY: "New York",
  NC: "North Carolina",
  OH: "Ohio",
  OR: "Oregon",
  PA: "Pennsylvania",
  TX: "Texas",
  VA: "Virginia",
  WA: "Washington",
};

/** A served state's name ("CA" → "California"); the code when it has none here. */
export const stateName = (code: string): string => STATE_NAMES[code] ?? code;

/** The served states by name, and a last choice for everyone else (caught before saving). */
export const SERVED_STATE_OPTIONS: Option[] = [
  ...SERVED_STATES.map((s) => ({ value: s, label: stateName(s) })),
  { value: "OTHER", label: "Another state (not served yet)" },
];

/** A state not served: short enough to sit under the field (the list is the field's choices). */
export const NOT_SERVED_TEXT =
  "We can only treat people who live in one of the states in this list. Nothing was saved or charged: if the person lives in one of them, choose it.";

/** Plain words for a person's field errors (the API's wording names fields and formats). */
export const PERSON_ERROR_TEXT: Record<string, string> = {
  invalid_date_of_birth:
    "Enter a real date of birth in the past (a family member must be at least six months old).",
  patient_too_young: "A family member must be at least six months old.",
  invalid_phone: "Enter a US mobile number, for example 415 555 0123.",
  invalid_zip: "Enter the 5-digit ZIP code.",
  invalid_state: "Choose a state from the list.",
  state_not_served: NOT_SERVED_TEXT,
  invalid_sex: "Choose one.",
  invalid_name: "Enter the name as it appears on an ID document.",
  invalid_relationship: "Choose who this person is to you.",
};

/** The error text of field `name`, when `error` is about it (`field` or `fields`). */
export function personFieldError(error: DomainError | undefined, name: string): string | undefined {
  if (!error) return undefined;
  const fields = (error.extra.fields as string[] | undefined) ?? [];
  if (error.extra.field !== name && !fields.includes(name)) return undefined;
  return (
    PERSON_ERROR_TEXT[error.code] ??
    (error.code === "validation_failed" ? "Fill this in." : error.message)
  );
}

/** Who the person is to the account holder, as the choices of a form say it. */
export const RELATIONSHIP_CHOICE: Record<string, string> = {
  self: "Myself",
  spouse: "My spouse or partner",
  child: "My child",
  parent: "My parent",
  guardian: "Someone I am the guardian of",
  dependent: "Another dependant",
  other: "Someone else",
};

/** "Who is this person to you?" (`exclude`: choices not offered, e.g. a second "Myself"). */
export function RelationshipField(props: {
  value?: string | null;
  error?: string;
  exclude?: string[];
}) {
  return (
    <Field
      name="relationship"
      label="Who is this person to you?"
      options={patientRules.RELATIONSHIPS.filter((r) => !props.exclude?.includes(r)).map((r) => ({
        value: r,
        label: RELATIONSHIP_CHOICE[r] ?? r,
      }))}
      placeholder="Choose…"
      required
      value={props.value ?? ""}
      error={props.error}
    />
  );
}

/** Name, date of birth and sex: legal names of at most 100 characters, the three sexes. */
export function PersonFields(props: { values: PersonValues; errors?: FieldErrors }) {
  const v = props.values;
  const err = props.errors ?? (() => undefined);
  return (
    <>
      <div class="row row-2">
        <Field
          name="firstName"
          label="Legal first name"
          autocomplete="given-name"
          required
          maxlength={patientRules.NAME_MAX}
          value={v.firstName ?? ""}
          error={err("firstName")}
        />
        <Field
          name="lastName"
          label="Legal last name"
          autocomplete="family-name"
          required
          maxlength={patientRules.NAME_MAX}
          value={v.lastName ?? ""}
          error={err("lastName")}
        />
      </div>
      <div class="row row-2">
        <Field
          name="dateOfBirth"
          label="Date of birth"
          type="date"
          autocomplete="bday"
          required
          attrs={{ min: "1900-01-01" }}
          value={v.dateOfBirth ?? ""}
          error={err("dateOfBirth")}
        />
        <Field
          name="sex"
          label="Sex (biological)"
          options={SEX_OPTIONS}
          placeholder="Choose…"
          required
          value={v.sex ?? ""}
          error={err("sex")}
        />
      </div>
    </>
  );
}

/** Where the person lives and how the pharmacy reaches them: state, ZIP code, mobile phone. */
export function ResidenceFields(props: {
  values: PersonValues;
  errors?: FieldErrors;
  /** Only the phone (identity verified: the rest is locked). */
  phoneOnly?: boolean;
}) {
  const v = props.values;
  const err = props.errors ?? (() => undefined);
  const phone = (
    <Field
      name="phoneNumber"
      label="Mobile phone"
      type="tel"
      autocomplete="tel"
      hint="A US number for the pharmacy, for example 415 555 0123."
      required
      maxlength={25}
      value={v.phoneNumber ?? ""}
      error={err("phoneNumber")}
    />
  );
  if (props.phoneOnly) return phone;
  return (
    <>
      <div class="row row-2">
        <Field
          name="stateOfResidence"
          label="State where the person lives"
          options={SERVED_STATE_OPTIONS}
          placeholder="Choose…"
          required
          value={v.stateOfResidence ?? ""}
          error={err("stateOfResidence")}
        />
        <Field
          name="zipCode"
          label="ZIP code"
          inputmode="numeric"
          autocomplete="postal-code"
          maxlength={5}
          pattern="[0-9]{5}"
          required
          value={v.zipCode ?? ""}
          error={err("zipCode")}
        />
      </div>
      {phone}
    </>
  );
}
