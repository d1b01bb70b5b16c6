import { ApiError, createClient } from "@intake/sdk";

export interface AgentLetterOptions {
  baseUrl: string;
  /** A personal API key claims the encounter for the account; omit to work anonymously. */
  apiKey?: string;
  fetch?: (input: Request) => Promise<Response>;
  log?: (line: string) => void;
  /** Rounds of asking and resubmitting before giving up (default 3). */
  maxRounds?: number;
}

/**
 * What the agent asks the patient about one missing criterion (a label such as "Allergies"); it
 * answers in the patient's words, or undefined when the patient cannot say.
 */
export type AskPatient = (label: string) => Promise<string | undefined> | string | undefined;

export type AgentLetterResult =
  | { ready: true; checkoutUrl: string; encounterId: string; rounds: number; letter: string }
  | { ready: false; missing: string[]; rounds: number; reason: string };

/**
 * An agent's whole letter flow through the SDK only: search the knowledge base for the
 * complaint, submit the draft, and while the check reports `missing_items`, ask the patient
 * about each, add the answer as its section and resubmit with the same `session_token`, until
 * the letter is complete and there is a checkout link.
 */
export async function agentLetter(
  complaint: string,
  draft: string,
  askPatient: AskPatient,
  options: AgentLetterOptions,
): Promise<AgentLetterResult> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const api = createClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    fetch: options.fetch,
    userAgent: "example-agent-letter/0.1",
  });

  // 1. Read before drafting: the guidance tells the agent what to ask.
  const search = await api.knowledge.search({ query: complaint, limit: 3 });
  for (const hit of search.results) log(`read: ${hit.title} - ${hit.section_heading}`);

  // 2. Submit; 3. fix from missing_items with the same session_token.
  let letter = draft;
  let sessionToken: string | undefined;
  const maxRounds = options.maxRounds ?? 3;
  for (let round = 1; round <= maxRounds; round++) {
    let answer: Awaited<ReturnType<typeof api.agent.query>>;
    try {
      answer = await api.agent.query({
        query: letter,
        ...(sessionToken ? { session_token: sessionToken } : {}),
      });
    } catch (error) {
      // The service says what is wrong and what to do (e.g. the letter's length, Retry-After).
      if (error instanceof ApiError) {
        log(`refused (${error.status} ${error.code}): ${error.body.error}`);
        return { ready: false, missing: [], rounds: round, reason: error.code };
      }
      throw error;
    }
    sessionToken = answer.session_token;
    log(`round ${round}: ${answer.completed_items.length} of 11 criteria met`);

    if (answer.final_decision_ready && answer.checkout_url) {
      // 4. The patient verifies identity and pays at the checkout link.
      log(`ready: the patient continues at ${answer.checkout_url}`);
      return {
        ready: true,
        checkoutUrl: answer.checkout_url,
        encounterId: answer.encounter_id,
        rounds: round,
        letter,
      };
    }

    log(`missing: ${answer.missing_items.join(", ")}`);
    const added: string[] = [];
    for (const label of answer.missing_items) {
      // Scope is not a section: a request out of scope cannot be fixed by adding text.
      if (label === "Request Within Scope") continue;
      const reply = await askPatient(label);
      if (reply?.trim()) added.push(`# ${label}\n${reply.trim()}`);
    }
    if (added.length === 0) {
      log(`stopped: nothing more to add (${answer.next_steps})`);
      return { ready: false, missing: answer.missing_items, rounds: round, reason: "unanswered" };
    }
    letter = `${letter.trimEnd()}\n\n${added.join("\n\n")}\n`;
  }
  return { ready: false, missing: [], rounds: maxRounds, reason: "too_many_rounds" };
}
