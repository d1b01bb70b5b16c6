/**
 * Throughput and latency of `evaluateLetter` over the fixture corpus plus synthetic letters up to
 * 4 KB, in one process. Run: `npm run bench -w @intake/evaluator`. Not a test.
 */
import { evaluateLetter } from "../src/index.js";
import { BENCH_CORPUS as corpus } from "./corpus.js";

const WARMUP = 2_000;
const ROUNDS = 200;
for (let i = 0; i < WARMUP; i++) evaluateLetter(corpus[i % corpus.length]);

const samples: number[] = [];
const bySize: Record<"fixtures" | "4kb", number[]> = { fixtures: [], "4kb": [] };
const cpu0 = process.cpuUsage();
const start = process.hrtime.bigint();
for (let r = 0; r < ROUNDS; r++) {
  for (const letter of corpus) {
    const t0 = process.hrtime.bigint();
    evaluateLetter(letter);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    samples.push(ms);
    (letter.length > 3000 ? bySize["4kb"] : bySize.fixtures).push(ms);
  }
}
const totalMs = Number(process.hrtime.bigint() - start) / 1e6;
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
samples.sort((a, b) => a - b);
const q = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? 0;
const maxBytes = Math.max(...corpus.map((l) => Buffer.byteLength(l)));

console.log(
  `letters: ${corpus.length} distinct (max ${maxBytes} bytes), ${samples.length} evaluations`,
);
console.log(
  `throughput: ${Math.round(samples.length / (totalMs / 1000))} letters/s wall-clock, ${Math.round(samples.length / (cpuMs / 1000))} letters/s of process CPU time`,
);
console.log(
  `p50: ${q(0.5).toFixed(3)} ms  p99: ${q(0.99).toFixed(3)} ms  max: ${q(1).toFixed(3)} ms`,
);
for (const [name, list] of Object.entries(bySize)) {
  list.sort((a, b) => a - b);
  const at = (p: number) => list[Math.min(list.length - 1, Math.floor(p * list.length))] ?? 0;
  const mean = list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);
  console.log(
    `  ${name}: mean ${mean.toFixed(3)} ms (${Math.round(1000 / mean)} letters/s)  p50 ${at(0.5).toFixed(3)} ms  p99 ${at(0.99).toFixed(3)} ms`,
  );
}
