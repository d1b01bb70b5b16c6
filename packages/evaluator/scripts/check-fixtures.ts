import { readFileSync } from "node:fs";
import { evaluateLetter } from "../src/index.js";

interface Case {
  id: string;
  letter: string;
  expected: {
    status: number;
    evaluation?: Record<string, boolean>;
    final_decision_ready?: boolean;
    pii_kinds?: string[];
  };
}
const cases = JSON.parse(
  readFileSync(new URL("../test/fixtures/letters.json", import.meta.url), "utf8"),
) as Case[];
let bad = 0;
for (const c of cases) {
  const r = evaluateLetter(c.letter);
  const problems: string[] = [];
  if ((c.expected.status === 400) !== !r.ok) problems.push(`status ${r.ok ? 200 : 400}`);
  if (r.ok && c.expected.evaluation) {
    for (const [k, v] of Object.entries(c.expected.evaluation))
      if (r.evaluation[k as keyof typeof r.evaluation] !== v) problems.push(`${k}=${!v}`);
    if (JSON.stringify(r.pii_kinds) !== JSON.stringify(c.expected.pii_kinds ?? []))
      problems.push(`pii ${r.pii_kinds}`);
  }
  if (problems.length) {
    bad++;
    console.log(c.id, problems.join(", "), r.ok ? JSON.stringify(r.reasons) : r.message);
  }
}
console.log(`${cases.length - bad}/${cases.length} match`);
