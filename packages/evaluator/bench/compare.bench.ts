/**
 * Two versions of the evaluator in one process, on the bench corpus (fixtures plus 4 KB
 * letters), in alternating rounds: the ratio of their CPU throughputs, which a busy or drifting
 * machine disturbs far less than two separate bench runs. Not a test.
 *
 *   git worktree add --detach /tmp/base <commit> && ln -s "$PWD/node_modules" /tmp/base/node_modules
 *   BASE=/tmp/base npx tsx packages/evaluator/bench/compare.bench.ts
 *
 * Options (environment): BASE (a checkout of this repository; required), ROUNDS (40).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { evaluateLetter as current } from "../src/index.js";

type Evaluate = (text: unknown) => unknown;

const base = process.env.BASE;
if (!base) {
  console.error("BASE must name a checkout of this repository (see the header of this file)");
  process.exit(2);
}
const { evaluateLetter: older } = (await import(
  resolve(base, "packages/evaluator/src/index.ts")
)) as { evaluateLetter: Evaluate };

const fixtures = (
  JSON.parse(readFileSync(new URL("../test/fixtures/letters.json", import.meta.url), "utf8")) as {
    letter: string;
  }[]
).map((c) => c.letter);
/** The same 4 KB letters as evaluate.bench.ts. */
function grow(letter: string, target: number): string {
  let out = letter;
  const extra =
    "\n\n# Notes\nThe symptoms are worse in the evening and better after rest. No fever, no chest pain, no shortness of breath, no fainting. I have tried rest and fluids for 3 days.";
  while (out.length + extra.length < target) out += extra;
  return out;
}
const corpus = [...fixtures, ...fixtures.filter((l) => l.length > 500).map((l) => grow(l, 4096))];

const versions: [string, Evaluate][] = [
  ["base", older],
  ["current", current],
];
for (const [, evaluate] of versions)
  for (let i = 0; i < 3_000; i++) evaluate(corpus[i % corpus.length]);

const rounds = Number(process.env.ROUNDS ?? 40);
const rates: Record<string, number[]> = { base: [], current: [] };
for (let r = 0; r < rounds; r++) {
  const order = r % 2 === 0 ? versions : [...versions].reverse();
  for (const [name, evaluate] of order) {
    const cpu0 = process.cpuUsage();
    for (let k = 0; k < 20; k++) for (const letter of corpus) evaluate(letter);
    const cpu = process.cpuUsage(cpu0);
    rates[name]?.push((20 * corpus.length) / ((cpu.user + cpu.system) / 1e6));
  }
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1] ?? 0;
const b = median(rates.base ?? []);
const c = median(rates.current ?? []);
console.log(
  `letters/s of CPU (median of ${rounds} rounds): base ${b.toFixed(0)}, current ${c.toFixed(0)}, current/base ${(c / b).toFixed(3)}`,
);
