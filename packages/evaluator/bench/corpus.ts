/** The letters the evaluator benches read: the fixture letters, then those over 500 characters
 * grown to about 4 KB. */
import { readFileSync } from "node:fs";

const fixtures = (
  JSON.parse(readFileSync(new URL("../test/fixtures/letters.json", import.meta.url), "utf8")) as {
    letter: string;
  }[]
).map((c) => c.letter);

/** Letters grown to about 4 KB by repeating HPI and ROS sentences. */
function grow(letter: string, target: number): string {
  let out = letter;
  const extra =
    "\n\n# Notes\nThe symptoms are worse in the evening and better after rest. No fever, no chest pain, no shortness of breath, no fainting. I have tried rest and fluids for 3 days.";
  while (out.length + extra.length < target) out += extra;
  return out;
}

export const BENCH_CORPUS: readonly string[] = [
  ...fixtures,
  ...fixtures.filter((l) => l.length > 500).map((l) => grow(l, 4096)),
];
