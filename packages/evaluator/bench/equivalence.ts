/**
 * Equivalence check for speed work: `evaluateLetter` (and the exported `parseSections` and
 * `findConditions`) of this checkout against another checkout, on a large corpus, compared as
 * JSON, bit for bit. Not a test: run it before each speed commit.
 *
 *   mkdir /tmp/eval-start && git archive HEAD | tar -x -C /tmp/eval-start
 *   ln -s "$PWD/node_modules" /tmp/eval-start/node_modules
 *   BASE=/tmp/eval-start npx tsx packages/evaluator/bench/equivalence.ts
 *
 * The corpus: the package's fixture letters and the shared labelled letters
 * (/work/shared/fixtures/letters/letters.json when present), the bench's 4 KB letters, every
 * string literal of the test files (alone, padded to a letter, and as the content of each
 * section of the tests' base letter), the letters the tests themselves evaluate (RECORDED: a file
 * of JSON strings, one a line, optional), then random mutants (MUTANTS, 20,000) and spliced
 * pairs (SPLICES, 5,000) of all of those. SEED (1) varies the random part.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import * as current from "../src/index.js";
import { BASE as BASE_SECTIONS, buildLetter } from "../test/helpers.js";
import { loadBase } from "./base.js";
import { BENCH_CORPUS } from "./corpus.js";

type Module = {
  evaluateLetter: (text: unknown) => unknown;
  parseSections: (text: string) => unknown;
  findConditions: (text: string) => unknown;
};

const older = await loadBase<Module>();
const newer = current as unknown as Module;

// --- corpus ---------------------------------------------------------------------------------
const seeds: string[] = [];
const add = (s: string) => seeds.push(s);

const fixtureFiles = [
  new URL("../test/fixtures/letters.json", import.meta.url),
  "/work/shared/fixtures/letters/letters.json",
];
let labelled = 0;
for (const file of fixtureFiles) {
  if (typeof file === "string" && !existsSync(file)) continue;
  for (const c of JSON.parse(readFileSync(file, "utf8")) as { letter: string }[]) {
    add(c.letter);
    labelled++;
  }
}
for (const l of BENCH_CORPUS) add(l);

/** Every string literal and template text of the test files. */
const testDir = new URL("../test/", import.meta.url);
const literals = new Set<string>();
for (const name of readdirSync(testDir)) {
  if (!name.endsWith(".ts")) continue;
  const source = ts.createSourceFile(
    name,
    readFileSync(new URL(name, testDir), "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      if (node.text.trim() !== "") literals.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
}
const PAD = "\n\nAI Model: ExampleModel 1.0, used to write this letter.";
const SECTIONS = [...Object.keys(BASE_SECTIONS), "Notes", "Pertinent negatives"];
let sectionIndex = 0;
for (const s of literals) {
  add(s);
  let padded = s;
  while (padded.length < 520) padded += PAD;
  add(padded);
  // as the content of one section (rotating), and of the HPI and ROS
  const section = SECTIONS[sectionIndex++ % SECTIONS.length] as string;
  add(buildLetter({ set: { [section]: s } }));
  add(
    buildLetter({ set: { "History of Present Illness": `For 3 days I have had a cough. ${s}` } }),
  );
  add(buildLetter({ set: { "Review of Systems": s }, form: "bold" }));
  add(buildLetter({ set: { "Treatment Plan": s }, form: "label" }));
}
const recorded = process.env.RECORDED;
if (recorded)
  for (const line of readFileSync(recorded, "utf8").split("\n"))
    if (line !== "") add(JSON.parse(line) as string);

const distinct = [...new Set(seeds)];

// --- mutants --------------------------------------------------------------------------------
let state = Number(process.env.SEED ?? 1) >>> 0 || 1;
function random(): number {
  // xorshift32
  state ^= state << 13;
  state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5;
  state >>>= 0;
  return state / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const int = (n: number) => Math.floor(random() * n);

const TOKENS = [
  "\n",
  "\n\n",
  "\r\n",
  " ",
  "  ",
  "    ",
  "\t",
  "**",
  "__",
  "*",
  "_",
  "`",
  "```",
  "~~",
  "# ",
  "## ",
  "### ",
  "#",
  "- ",
  "* ",
  "+ ",
  "1. ",
  "2) ",
  "a. ",
  "iv. ",
  ":",
  ": ",
  "|",
  " | ",
  "|---|---|",
  ">",
  "> ",
  "---",
  "===",
  "<b>",
  "</b>",
  "<strong>",
  "</strong>",
  "<br>",
  "<p>",
  "</p>",
  "<li>",
  "<h2>",
  "</h2>",
  "<table><tr><td>Allergies</td><td>NKDA</td></tr></table>",
  "<describe symptoms>",
  "[insert]",
  "&amp;",
  "&nbsp;",
  "&lt;",
  "&#39;",
  "\u00a0",
  "\u2019",
  "\u201c",
  "\u2028",
  "🩺 ",
  "é",
  ".",
  ". ",
  "!",
  "?",
  ",",
  ";",
  "(",
  ")",
  "/",
  "-",
  "'",
  '"',
  "\\",
  "[",
  "]",
  "](x)",
  "@",
  "0",
  "7",
  "38.5",
  "2019",
  "3 days",
  "x 2 wks",
  "3/7",
  "no ",
  "No ",
  "not ",
  "denies ",
  "Denies: ",
  "without ",
  "but ",
  "(-)",
  " -ve",
  " neg",
  ": none",
  "Negative: ",
  "Pertinent negatives:\n- ",
  "history of ",
  "h/o ",
  "previously ",
  "in 2019 ",
  "now ",
  "today ",
  "again ",
  "CP",
  "SOB",
  "SOBOE",
  "DOE",
  "LOC",
  "SI",
  "HI",
  "SI/HI",
  "chest pain",
  "shortness of breath",
  "on exertion",
  "radiating to my left arm",
  "sweating",
  "worst headache of my life",
  "stiff neck",
  "fever",
  "confusion",
  "lip swelling",
  "suicidal",
  "pregnant",
  "if I were pregnant ",
  "oxycodone",
  "I want ",
  "rather than ",
  "dialysis",
  "chemotherapy",
  "finished chemotherapy ",
  "kg",
  "22 kg",
  "50 lb",
  "34-year-old female",
  "34M",
  "F/34",
  "aged 2 months",
  "DOB: 01/02/1990",
  "born on 3 March 1990",
  "SSN: 123-45-6789",
  "123-45-6789",
  "MRN: A12345",
  "Name: John Smith",
  "Patient: Jane Doe",
  "My name is Anna",
  "Insurance ID: AB12345",
  "123 Main Street",
  "Apt 4",
  "PO Box 12",
  "john@example.com",
  "555-123-4567",
  "+44 20 7946 0958",
  "Chief Complaint",
  "History of Present Illness",
  "HPI",
  "History",
  "Review of Systems",
  "ROS",
  "Past Medical History",
  "PMH",
  "Allergies",
  "Alergies",
  "Family History",
  "Family & Social History",
  "Social History",
  "Diagnosis",
  "A/P",
  "Assessment",
  "Plan",
  "Treatment Plan",
  "Medications",
  "What I'm Hoping For",
  "None",
  "NKDA",
  "N/A",
  "not sure",
  "whatever",
  "hay fever",
  "pink eye",
  "UTI",
  "acne",
  "fluticasone",
];

function lineStarts(s: string): number[] {
  const out = [0];
  for (let i = s.indexOf("\n"); i !== -1; i = s.indexOf("\n", i + 1)) out.push(i + 1);
  return out;
}

function mutate(text: string): string {
  let s = text;
  const ops = 1 + int(5);
  for (let k = 0; k < ops; k++) {
    const at = int(s.length + 1);
    switch (int(11)) {
      case 0: // delete a few characters
        s = s.slice(0, at) + s.slice(at + 1 + int(6));
        break;
      case 1: // insert a token
      case 2:
        s = s.slice(0, at) + pick(TOKENS) + s.slice(at);
        break;
      case 3: // insert a token at a line start
      case 4: {
        const p = pick(lineStarts(s));
        s = s.slice(0, p) + pick(TOKENS) + s.slice(p);
        break;
      }
      case 5: // replace a character by a random one
        s =
          s.slice(0, at) +
          String.fromCharCode(int(3) === 0 ? int(0x2100) : 32 + int(95)) +
          s.slice(at + 1);
        break;
      case 6: {
        // duplicate, drop or swap lines
        const lines = s.split("\n");
        const i = int(lines.length);
        const j = int(lines.length);
        const r = int(3);
        if (r === 0) lines.splice(i, 0, lines[j] ?? "");
        else if (r === 1) lines.splice(i, 1);
        else [lines[i], lines[j]] = [lines[j] ?? "", lines[i] ?? ""];
        s = lines.join("\n");
        break;
      }
      case 7: {
        // upper- or lower-case a stretch
        const end = at + int(40);
        const part = s.slice(at, end);
        s = s.slice(0, at) + (int(2) ? part.toUpperCase() : part.toLowerCase()) + s.slice(end);
        break;
      }
      case 8: // a literal of the tests
        s = s.slice(0, at) + pick(literalList) + s.slice(at);
        break;
      case 9: {
        // replace a word by a token
        const end = s.indexOf(" ", at);
        s = s.slice(0, at) + pick(TOKENS) + (end === -1 ? "" : s.slice(end));
        break;
      }
      default: // join two lines / split one
        if (int(2)) {
          const p = s.indexOf("\n", at);
          if (p !== -1) s = s.slice(0, p) + (int(2) ? " " : "") + s.slice(p + 1);
        } else s = `${s.slice(0, at)}\n${s.slice(at)}`;
    }
  }
  return s;
}
const literalList = [...literals];

function splice(a: string, b: string): string {
  if (int(2)) {
    const la = lineStarts(a);
    const lb = lineStarts(b);
    return a.slice(0, pick(la)) + b.slice(pick(lb));
  }
  return a.slice(0, int(a.length + 1)) + b.slice(int(b.length + 1));
}

// letters long enough to be read (the rest are rejected on length at once)
const letters = distinct.filter((s) => s.trim().length >= 500 && s.trim().length <= 10_000);
const mutants = Number(process.env.MUTANTS ?? 20_000);
const splices = Number(process.env.SPLICES ?? 5_000);
const corpus: string[] = [...distinct];
for (let i = 0; i < mutants; i++) corpus.push(mutate(pick(letters)));
for (let i = 0; i < splices; i++) corpus.push(splice(pick(letters), pick(letters)));

// --- comparison -----------------------------------------------------------------------------
let differences = 0;
let read = 0;
const show = (what: string, input: string, a: string, b: string) => {
  differences++;
  if (differences <= 5)
    console.log(
      `DIFFERENT ${what}\n  input: ${JSON.stringify(input).slice(0, 3000)}\n  base:    ${a.slice(0, 2000)}\n  current: ${b.slice(0, 2000)}`,
    );
};
const started = Date.now();
for (const input of corpus) {
  const a = JSON.stringify(older.evaluateLetter(input));
  const b = JSON.stringify(newer.evaluateLetter(input));
  if (a !== b) show("evaluateLetter", input, a, b);
  else if (a.startsWith('{"ok":true')) read++;
  const sa = JSON.stringify(older.parseSections(input));
  const sb = JSON.stringify(newer.parseSections(input));
  if (sa !== sb) show("parseSections", input, sa, sb);
  const ca = JSON.stringify(older.findConditions(input));
  const cb = JSON.stringify(newer.findConditions(input));
  if (ca !== cb) show("findConditions", input, ca, cb);
}
console.log(
  `${corpus.length} inputs (${labelled} labelled letters, ${literals.size} test literals, ${distinct.length} distinct seeds, ${mutants} mutants, ${splices} spliced pairs; ${read} read in full, the rest rejected), ${differences} differences, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(differences === 0 ? 0 : 1);
