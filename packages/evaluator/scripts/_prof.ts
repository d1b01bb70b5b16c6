import { readFileSync } from "node:fs";
import { evaluateLetter } from "../src/index.js";

const fixtures = (
  JSON.parse(readFileSync(new URL("../test/fixtures/letters.json", import.meta.url), "utf8")) as {
    letter: string;
  }[]
).map((c) => c.letter);
for (let i = 0; i < 2000; i++) evaluateLetter(fixtures[i % 40]!);
const t = process.hrtime.bigint();
const N = 20000;
for (let i = 0; i < N; i++) evaluateLetter(fixtures[i % 40]!);
console.log("evaluate", (Number(process.hrtime.bigint() - t) / 1e3 / N).toFixed(1), "us");
