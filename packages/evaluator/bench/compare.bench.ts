/**
 * Two versions of the evaluator in one process, on the bench corpus (./corpus.ts, as
 * evaluate.bench.ts), in alternating rounds: the ratio of their CPU throughputs, which a busy or
 * drifting machine disturbs far less than two separate bench runs. Also the median of the
 * per-round ratios (each round's two halves run back to back, under the same load), which moves
 * less between runs still: with many short rounds (`ROUNDS=100 PER=5`) it is the A/B of one speed
 * step. Not a test.
 *
 *   git worktree add --detach /tmp/base <commit> && ln -s "$PWD/node_modules" /tmp/base/node_modules
 *   BASE=/tmp/base npx tsx packages/evaluator/bench/compare.bench.ts
 *
 * Options (environment): BASE (a checkout of this repository; required), ROUNDS (40), PER
 * (passes over the corpus per version and round, 20).
 */
import { evaluateLetter as current } from "../src/index.js";
import { loadBase } from "./base.js";
import { BENCH_CORPUS as corpus } from "./corpus.js";

type Evaluate = (text: unknown) => unknown;

const { evaluateLetter: older } = await loadBase<{ evaluateLetter: Evaluate }>();

const versions: [string, Evaluate][] = [
  ["base", older],
  ["current", current],
];
for (const [, evaluate] of versions)
  for (let i = 0; i < 3_000; i++) evaluate(corpus[i % corpus.length]);

const rounds = Number(process.env.ROUNDS ?? 40);
const per = Number(process.env.PER ?? 20);
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
  `letters/s of CPU (median of ${rounds} rounds): base ${b.toFixed(0)}, current ${c.toFixed(0)}, current/base ${(c / b).toFixed(3)}; median of paired ratios ${median(ratios).toFixed(3)} (quartiles ${quantile(ratios, 0.25).toFixed(3)}–${quantile(ratios, 0.75).toFixed(3)})`,
);
