/**
 * A/B of one speed step: two versions of the evaluator in one process, on the bench corpus, in
 * many short alternating rounds; prints the ratio of the median throughputs (as compare.bench.ts)
 * and the median of the per-round ratios, which a busy machine moves far less between runs (each
 * round's two halves run back to back, under the same load). Not a test.
 *
 *   mkdir /tmp/eval-prev && git archive HEAD | tar -x -C /tmp/eval-prev
 *   ln -s "$PWD/node_modules" /tmp/eval-prev/node_modules
 *   BASE=/tmp/eval-prev npx tsx packages/evaluator/bench/paired.bench.ts
 *
 * Options (environment): BASE (a checkout of this repository; required), ROUNDS (100), PER
 * (passes over the corpus per version and round, 5).
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

const rounds = Number(process.env.ROUNDS ?? 100);
const per = Number(process.env.PER ?? 5);
const rates: Record<string, number[]> = { base: [], current: [] };
const ratios: number[] = [];
for (let r = 0; r < rounds; r++) {
  const rate: Record<string, number> = {};
  for (const [name, evaluate] of r % 2 === 0 ? versions : [...versions].reverse()) {
    const cpu0 = process.cpuUsage();
    for (let k = 0; k < per; k++) for (const letter of corpus) evaluate(letter);
    const cpu = process.cpuUsage(cpu0);
    rate[name] = (per * corpus.length) / ((cpu.user + cpu.system) / 1e6);
    rates[name]?.push(rate[name]);
  }
  ratios.push((rate.current ?? 0) / (rate.base ?? 1));
}
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const median = (list: number[]) => sorted(list)[list.length >> 1] ?? 0;
const quantile = (list: number[], q: number) =>
  sorted(list)[Math.floor(q * (list.length - 1))] ?? 0;
const b = median(rates.base ?? []);
const c = median(rates.current ?? []);
console.log(
  `letters/s of CPU (median of ${rounds} rounds): base ${b.toFixed(0)}, current ${c.toFixed(0)}, ratio of medians ${(c / b).toFixed(3)}; median of paired ratios ${median(ratios).toFixed(3)} (quartiles ${quantile(ratios, 0.25).toFixed(3)}–${quantile(ratios, 0.75).toFixed(3)})`,
);
