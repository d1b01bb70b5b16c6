import { agentLetter } from "./agent-letter";
import { PATIENT_ANSWERS, SAMPLE_DRAFT } from "./sample";

// Usage: API_BASE_URL=http://localhost:3000 npm start -w @intake/example-agent-letter
// The draft misses two sections; the "patient" answers from PATIENT_ANSWERS.
const result = await agentLetter("hay fever", SAMPLE_DRAFT, (label) => PATIENT_ANSWERS[label], {
  baseUrl: process.env.API_BASE_URL ?? "http://localhost:3000",
  apiKey: process.env.API_KEY,
});
process.exitCode = result.ready ? 0 : 1;
