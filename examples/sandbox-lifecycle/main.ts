import { readFileSync } from "node:fs";
import { sandboxLifecycle } from "./sandbox-lifecycle";

// Usage: start the API with WEBHOOK_ALLOW_PRIVATE_ADDRESSES=true (the receiver is on 127.0.0.1),
// then: API_BASE_URL=http://localhost:3000 DEVELOPER_KEY=ak_test_... LETTER_FILE=letter.md \
//   npm start -w @intake/example-sandbox-lifecycle
const steps = await sandboxLifecycle({
  baseUrl: process.env.API_BASE_URL ?? "http://localhost:3000",
  developerKey: process.env.DEVELOPER_KEY ?? "",
  letter: readFileSync(process.env.LETTER_FILE ?? "letter.md", "utf8"),
});
console.log(
  `${steps.length} events applied, ${steps.filter((s) => s.webhook).length} webhooks verified`,
);
