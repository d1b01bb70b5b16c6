/**
 * The evaluator of another checkout of this repository (`BASE`), for the benches that compare two
 * versions in one process (compare.bench.ts, equivalence.ts). Exits with a message when BASE is
 * not set.
 */
import { resolve } from "node:path";

export async function loadBase<T>(): Promise<T> {
  const base = process.env.BASE;
  if (!base) {
    console.error("BASE must name a checkout of this repository (see the header of this file)");
    process.exit(2);
  }
  return (await import(resolve(base, "packages/evaluator/src/index.ts"))) as T;
}
