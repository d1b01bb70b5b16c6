import { agentChat } from "./agent-chat";

// Usage (after checkout): API_BASE_URL=http://localhost:3000 ENCOUNTER_ID=... TOKEN=<encounter
// token or API key> npm start -w @intake/example-agent-chat
// A real agent asks the patient; this one answers from a fixed list and stops after 60 polls.
const canned = ["Since last Monday.", "No fever.", "No other medicines."];
const result = await agentChat(
  process.env.ENCOUNTER_ID ?? "",
  () => canned.shift() ?? "I have nothing to add.",
  {
    baseUrl: process.env.API_BASE_URL ?? "http://localhost:3000",
    token: process.env.TOKEN ?? "",
    maxPolls: 60,
  },
);
console.log(JSON.stringify(result));
