import { evaluateLetter, type LetterEvaluation } from "../src/index.js";

export type SectionName =
  | "Chief Complaint"
  | "Age and Sex"
  | "History of Present Illness"
  | "Review of Systems"
  | "Past Medical History"
  | "Current Medications"
  | "Allergies"
  | "Family History"
  | "Social History"
  | "Diagnosis"
  | "Treatment Plan";

/** A complete, in-scope adult letter (allergic rhinitis), section by section. */
export const BASE: Readonly<Record<SectionName, string>> = {
  "Chief Complaint": "Sneezing, a runny nose and itchy eyes. I think my hay fever is back.",
  "Age and Sex": "34-year-old female",
  "History of Present Illness":
    "For the past 3 weeks I have had daily sneezing fits, a clear runny nose and itchy, watery eyes. It is worse outdoors and in the mornings, and loratadine helps only a little.",
  "Review of Systems":
    "Positive for sneezing and itchy eyes. No fever, no facial pain, no wheezing.",
  "Past Medical History": "Seasonal allergies since childhood. No surgeries or hospital stays.",
  "Current Medications": "Loratadine 10 mg daily.",
  Allergies: "No known drug allergies.",
  "Family History": "Mother has seasonal allergies.",
  "Social History": "Office worker. Never smoked. About 2 alcoholic drinks a week.",
  Diagnosis: "Allergic rhinitis (hay fever).",
  "Treatment Plan": "A prescription nasal steroid spray such as fluticasone.",
};

export type Form = "h1" | "h2" | "h3" | "bold" | "boldInline" | "label" | "setext" | "hashNoSpace";

function block(name: string, content: string, form: Form): string {
  switch (form) {
    case "h1":
      return `# ${name}\n${content}`;
    case "h2":
      return `## ${name}\n${content}`;
    case "h3":
      return `### ${name}\n${content}`;
    case "bold":
      return `**${name}:**\n${content}`;
    case "boldInline":
      return `**${name}:** ${content}`;
    case "label":
      return `${name}: ${content}`;
    case "setext":
      return `${name}\n${"=".repeat(name.length)}\n${content}`;
    case "hashNoSpace":
      return `#${name}\n${content}`;
  }
}

export interface BuildOptions {
  /** Section contents to replace (null removes the section). */
  set?: Partial<Record<string, string | null>>;
  /** Extra sections appended at the end (name → content). */
  extra?: Record<string, string>;
  /** Heading names to use instead of the standard ones. */
  rename?: Partial<Record<SectionName, string>>;
  form?: Form | ((name: string, index: number) => Form);
  eol?: "\n" | "\r\n";
}

export function buildLetter(opts: BuildOptions = {}): string {
  const entries: [string, string][] = [];
  for (const [name, content] of Object.entries(BASE) as [SectionName, string][]) {
    const override = opts.set?.[name];
    if (override === null) continue;
    entries.push([opts.rename?.[name] ?? name, override ?? content]);
  }
  for (const [name, content] of Object.entries(opts.set ?? {})) {
    if (content !== null && content !== undefined && !(name in BASE)) entries.push([name, content]);
  }
  for (const [name, content] of Object.entries(opts.extra ?? {})) entries.push([name, content]);
  const form = opts.form ?? "h1";
  const text = entries
    .map(([name, content], i) =>
      block(name, content, typeof form === "function" ? form(name, i) : form),
    )
    .join("\n\n");
  let padded = text;
  if (padded.length < 520) padded += "\n\n# AI Model\nExampleModel 1.0";
  while (padded.length < 520)
    padded += ", used to help write this letter from the patient's own notes";
  return opts.eol === "\r\n" ? padded.replace(/\n/g, "\r\n") : padded;
}

export function ok(letter: string): LetterEvaluation {
  const r = evaluateLetter(letter);
  if (!r.ok) throw new Error(`rejected: ${r.message}`);
  return r;
}
