import { readFileSync } from "node:fs";
import { submitLetter } from "./submit-letter";

// Usage: API_BASE_URL=http://localhost:3000 npm start -w @intake/example-submit-letter -- letter.md "pink eye"
const [file, complaint = "symptoms"] = process.argv.slice(2);
if (!file)
  throw new Error(
    "give the path of a Markdown letter, and optionally the complaint in a few words",
  );
await submitLetter(complaint, readFileSync(file, "utf8"), {
  baseUrl: process.env.API_BASE_URL ?? "http://localhost:3000",
  apiKey: process.env.API_KEY,
});
