import { createClient } from "@intake/sdk";
import { TEST_BASE_URL, type TestApp } from "../harness";

/**
 * An SDK client on the test app whose first `lost` answers are lost on the way back: the server
 * ran the request, the client sees a 502 and retries at once. `seen` holds every request sent;
 * `expectOneKeyRetried` checks the retry went out once more under the same `Idempotency-Key`.
 */
export function lossyClient(t: TestApp, apiKey: string, lost = 1) {
  let lose = lost;
  const seen: Request[] = [];
  const api = createClient({
    baseUrl: TEST_BASE_URL,
    apiKey,
    retry: { minDelayMs: 1 },
    fetch: async (request) => {
      seen.push(request.clone());
      const response = await t.fetch(request);
      if (lose-- > 0) return new Response("bad gateway", { status: 502 });
      return response;
    },
  });
  /** Sent `lost + 1` times, every time with the same generated `Idempotency-Key`. */
  const keysSent = () => seen.map((r) => r.headers.get("idempotency-key"));
  return { api, seen, keysSent };
}
