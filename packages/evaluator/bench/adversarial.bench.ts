/** Worst-case timings on adversarial inputs (regex backtracking guard). Run: `npx tsx bench/adversarial.bench.ts`. */
import { evaluateLetter } from "../src/index.js";

const cases: Record<string, string> = {
  letters_at: `# Chief Complaint\ncough\n${"a".repeat(9000)} @`,
  digits: `# Chief Complaint\ncough\n${"1 ".repeat(4500)}`,
  digits2: `# Chief Complaint\ncough\n${"1".repeat(9000)}`,
  spaces: `# Chief Complaint\ncough${" ".repeat(9000)}x`,
  colons: `# Chief Complaint\ncough\n${"a:".repeat(4500)}`,
  stars: `# Chief Complaint\ncough\n${"**a".repeat(3000)}`,
  brackets: `# Chief Complaint\ncough\n${"[<".repeat(4500)}`,
  words: `# HPI\n${"no chest pain and sweating ".repeat(370)}`,
  dots: `# HPI\n${"no fever. ".repeat(990)}`,
  caps: `# HPI\n12 ${"Abc ".repeat(2400)}`,
  hyph: `# HPI\n${"pre-".repeat(2400)}`,
  lines: `# HPI\n${"Allergies\n".repeat(990)}`,
  tablerows: `| a | b |\n|---|---|\n${"| chest pain | no |\n".repeat(500)}`,
  list: `${"- no fever\n".repeat(900)}`,
  nested: `${"> ".repeat(2000)}cough`,
};
for (const v of Object.values(cases)) evaluateLetter(v);
for (const [k, v] of Object.entries(cases)) {
  const t = process.hrtime.bigint();
  const r = evaluateLetter(v);
  console.log(k, v.length, (Number(process.hrtime.bigint() - t) / 1e6).toFixed(1), "ms", r.ok);
}
