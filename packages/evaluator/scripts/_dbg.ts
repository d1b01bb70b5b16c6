import { evaluateLetter } from "/work/main/packages/evaluator/src/index.ts";
import { buildLetter } from "/work/main/packages/evaluator/test/helpers.ts";

const lines = [
  "Denies chest pain, chest pressure, shortness of breath, sweating, fainting and seizures.",
  "No pain spreading to the arm or jaw, no chest pain with exertion.",
  "No lip or tongue swelling, no throat closing, no trouble breathing.",
  "Negative for stiff neck, fever, confusion, face drooping, slurred speech and one-sided weakness.",
  "No coughing or vomiting blood. No sudden worst headache of my life. No severe bleeding.",
  "No suicidal thoughts, no self-harm, no thoughts of hurting others, no hearing voices, never overdosed.",
  "- Chest pain: none\n- Suicidal thoughts: never\n- Fainting \u2013 denied",
];
for (const l of lines) {
  const r = evaluateLetter(buildLetter({ set: { "Review of Systems": l } }));
  if (r.ok) console.log(r.scope_problems, r.commentary.slice(0, 300));
}
