import { patientRules } from "@intake/core/accounts";
import type { Option } from "./components";

/** The sex choices of every patient form (checkout, consent): the same list, none chosen first. */
export const SEX_OPTIONS: Option[] = patientRules.SEXES.map((s) => ({
  value: s,
  label: s[0]?.toUpperCase() + s.slice(1),
}));
