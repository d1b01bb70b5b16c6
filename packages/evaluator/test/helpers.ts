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

export type Form =
  | "h1"
  | "h2"
  | "h3"
  | "bold"
  | "boldInline"
  | "label"
  | "setext"
  | "hashNoSpace"
  // v3 section starts
  | "boldNoColon"
  | "boldNoColonInline"
  | "numbered"
  | "numberedParen"
  | "emojiHeading"
  | "emojiBold"
  | "htmlHeading"
  | "htmlBold"
  | "htmlStrongNoColon";

/** The section-start forms of rubric §1 (v2 and v3). */
export const ALL_FORMS: readonly Form[] = [
  "h1",
  "h2",
  "h3",
  "bold",
  "boldInline",
  "label",
  "setext",
  "hashNoSpace",
  "boldNoColon",
  "boldNoColonInline",
  "numbered",
  "numberedParen",
  "emojiHeading",
  "emojiBold",
  "htmlHeading",
  "htmlBold",
  "htmlStrongNoColon",
];

function block(name: string, content: string, form: Form, index = 0): string {
  switch (form) {
    case "boldNoColon":
      return `**${name}**\n${content}`;
    case "boldNoColonInline":
      return `**${name}** ${content}`;
    case "numbered":
      return `${index + 1}. ${name}\n${content}`;
    case "numberedParen":
      return `${index + 1}) ${name}: ${content}`;
    case "emojiHeading":
      return `## 🩺 ${name}\n${content}`;
    case "emojiBold":
      return `**📋 ${name}:** ${content}`;
    case "htmlHeading":
      return `<h3>${name}</h3>\n<p>${content}</p>`;
    case "htmlBold":
      return `<b>${name}:</b> ${content}<br>`;
    case "htmlStrongNoColon":
      return `<p><strong>${name}</strong><br>${content}</p>`;
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

/**
 * The sections as one Markdown table (v3): a header row (which starts nothing), then one row
 * per section whose first cell is the section name.
 */
export function tableLetter(opts: { set?: Partial<Record<string, string | null>> } = {}): string {
  const rows: string[] = ["| Section | Details |", "|---|---|"];
  for (const [name, content] of Object.entries(BASE) as [SectionName, string][]) {
    const override = opts.set?.[name];
    if (override === null) continue;
    rows.push(`| ${name} | ${override ?? content} |`);
  }
  let text = rows.join("\n");
  if (text.length < 520) text += "\n\n# AI Model\nExampleModel 1.0";
  while (text.length < 520) text += ", used to help write this letter from the patient's own notes";
  return text;
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
      block(name, content, typeof form === "function" ? form(name, i) : form, i),
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
