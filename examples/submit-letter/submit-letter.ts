import { createClient } from "@intake/sdk";

export interface SubmitLetterOptions {
  baseUrl: string;
  /** A personal API key enables patient binding and one-call submission; omit for anonymous. */
  apiKey?: string;
  fetch?: (input: Request) => Promise<Response>;
  log?: (line: string) => void;
}

/**
 * What an agent does: search the knowledge base for the complaint, submit the letter, and read
 * what is missing or where to check out. Uses only the SDK.
 */
export async function submitLetter(
  complaint: string,
  letter: string,
  options: SubmitLetterOptions,
) {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const api = createClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    fetch: options.fetch,
  });

  const search = await api.GET("/api/v1/knowledge/search", {
    params: { query: { query: complaint, limit: 3 } },
  });
  if (search.error)
    throw new Error(`knowledge search failed: ${search.error.status} ${search.error.code}`);
  for (const hit of search.data.results) log(`guidance: ${hit.title} - ${hit.section_heading}`);

  const { data, error } = await api.POST("/api/v1/agent/query", { body: { query: letter } });
  if (error) {
    // 400s say what to fix (e.g. the letter's length); 429 says when to retry.
    log(`rejected (${error.status} ${error.code}): ${error.error}`);
    return { ready: false as const, error };
  }
  log(`${data.completed_items.length} of 11 criteria met`);
  if (!data.final_decision_ready) {
    log(`missing: ${data.missing_items.join(", ")}`);
    log(data.commentary);
    log(`next: ${data.next_steps} (session_token ${data.session_token.slice(0, 8)}...)`);
    return { ready: false as const, missing: data.missing_items, sessionToken: data.session_token };
  }
  log(`ready: the patient continues at ${data.checkout_url}`);
  return { ready: true as const, checkoutUrl: data.checkout_url, encounterId: data.encounter_id };
}
