/**
 * Worst-case timings on adversarial inputs (regex backtracking guard). Each case is built at
 * about 2,500 and 10,000 characters: linear cost shows as a ratio near 4 (well under 16, the
 * ratio of a quadratic one). Run: `npx tsx bench/adversarial.bench.ts`.
 */
import { evaluateLetter } from "../src/index.js";

const builders: Record<string, (n: number) => string> = {
  letters_at: (n) => `# Chief Complaint\ncough\n${"a".repeat(n)} @`,
  digits: (n) => `# Chief Complaint\ncough\n${"1 ".repeat(n / 2)}`,
  digits2: (n) => `# Chief Complaint\ncough\n${"1".repeat(n)}`,
  spaces: (n) => `# Chief Complaint\ncough${" ".repeat(n)}x`,
  colons: (n) => `# Chief Complaint\ncough\n${"a:".repeat(n / 2)}`,
  stars: (n) => `# Chief Complaint\ncough\n${"**a".repeat(n / 3)}`,
  brackets: (n) => `# Chief Complaint\ncough\n${"[<".repeat(n / 2)}`,
  words: (n) => `# HPI\n${"no chest pain and sweating ".repeat(n / 27)}`,
  chest_words: (n) => `# HPI\n${"my chest feels ".repeat(n / 15)}`,
  gaps: (n) => `# HPI\n${"pressure in the the the the the ".repeat(n / 32)}`,
  dots: (n) => `# HPI\n${"no fever. ".repeat(n / 10)}`,
  caps: (n) => `# HPI\n12 ${"Abc ".repeat(n / 4)}`,
  hyph: (n) => `# HPI\n${"pre-".repeat(n / 4)}`,
  lines: (n) => `# HPI\n${"Allergies\n".repeat(n / 10)}`,
  misspelt: (n) => `${"# Alergeis Histroy Notes\nx\n".repeat(n / 27)}`,
  tablerows: (n) => `| a | b |\n|---|---|\n${"| chest pain | no |\n".repeat(n / 19)}`,
  list: (n) => `${"- no fever\n".repeat(n / 11)}`,
  nested: (n) => `${"> ".repeat(n / 5)}cough`,
};

function time(text: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    const t = process.hrtime.bigint();
    evaluateLetter(text);
    best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6);
  }
  return best;
}

for (const build of Object.values(builders)) evaluateLetter(build(9900));
for (const [name, build] of Object.entries(builders)) {
  const small = build(2475);
  const large = build(9900);
  const a = time(small);
  const b = time(large);
  console.log(
    `${name.padEnd(12)} ${String(small.length).padStart(5)} chars ${a.toFixed(2).padStart(6)} ms  ${String(large.length).padStart(5)} chars ${b.toFixed(2).padStart(6)} ms  ratio ${(b / a).toFixed(1)}  ${evaluateLetter(large).ok ? "200" : "400"}`,
  );
}
