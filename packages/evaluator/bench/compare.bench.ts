/**
 * Two versions of the evaluator in one process, on the bench corpus (./corpus.ts, as
 * evaluate.bench.ts), in alternating rounds: the ratio of their CPU throughputs, which a busy or
 * drifting machine disturbs far less than two separate bench runs. Not a test.
 *
 *   git worktree add --detach /tmp/base <commit> && ln -s "$PWD/node_modules" /tmp/base/node_modules
 *   BASE=/tmp/base npx tsx packages/evaluator/bench/compare.bench.ts
 *
 * Options (environment): BASE (a checkout of this repository; required), ROUNDS (40).
 */
import { resolve } from "node:path";
import { evaluateLetter as current } from "../src/index.js";
import { BENCH_CORPUS as corpus } from "./corpus.js";

type Evaluate = (text: unknown) => unknown;

const base = process.env.BASE;
if (!base) {
  console.error("BASE must name a checkout of this repository (see the header of this file)");
  process.exit(2);
}
const { evaluateLetter: older } = (await import(
  resolve(base, "packages/evaluator/src/index.ts")
)) as { evaluateLetter: Evaluate };

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
