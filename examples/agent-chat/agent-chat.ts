import { ApiError, createClient } from "@intake/sdk";

export interface AgentChatOptions {
  baseUrl: string;
  /** The encounter token from the agent query, or the owner's personal API key. */
  token: string;
  fetch?: (input: Request) => Promise<Response>;
  log?: (line: string) => void;
  /** Between polls (default 5 s: the service allows 12 reads per minute per encounter). */
  pollIntervalMs?: number;
  /** Stop after this many polls (default: until the encounter is completed, closed or canceled). */
  maxPolls?: number;
  /** Waiting, replaceable in tests (default: a timer). */
  sleep?: (ms: number) => Promise<void>;
}

/** The agent's answer to one physician message, in the patient's words; undefined: no answer. */
export type AnswerPhysician = (message: string) => Promise<string | undefined> | string | undefined;

export interface AgentChatResult {
  /** The final encounter state seen. */
  state: string;
  polls: number;
  /** Physician messages seen, answered and marked read, in order. */
  physicianMessages: string[];
  answers: string[];
  /** 429s met (each waited out for its Retry-After). */
  rateLimited: number;
}

const TERMINAL = new Set(["completed", "closed", "canceled"]);

/**
 * After checkout, an agent keeps the patient's conversation with the physician going through the
 * SDK only: poll the chat with `since` (only what is new), answer each physician message, mark
 * them read (so the patient gets no reminder e-mail), and on 429 wait the `Retry-After` the
 * service names before polling again.
 */
export async function agentChat(
  encounterId: string,
  answerPhysician: AnswerPhysician,
  options: AgentChatOptions,
): Promise<AgentChatResult> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const interval = options.pollIntervalMs ?? 5000;
  // Retries off: this loop handles 429 itself, so the wait is visible and counted.
  const api = createClient({
    baseUrl: options.baseUrl,
    token: options.token,
    fetch: options.fetch,
    retry: false,
    userAgent: "example-agent-chat/0.1",
  });
  const result: AgentChatResult = {
    state: "",
    polls: 0,
    physicianMessages: [],
    answers: [],
    rateLimited: 0,
  };
  let since: string | undefined;
  while (result.polls < (options.maxPolls ?? Number.POSITIVE_INFINITY)) {
    result.polls++;
    let chat: Awaited<ReturnType<typeof api.chat.events>>;
    try {
      chat = await api.chat.events(encounterId, since ? { since } : {});
    } catch (error) {
      if (ApiError.is(error, 429)) {
        const seconds = Number(error.body.retry_after_seconds ?? 5);
        result.rateLimited++;
        log(`rate limited: waiting ${seconds} s`);
        await sleep(seconds * 1000);
        continue;
      }
      throw error;
    }
    result.state = chat.state;
    const fromPhysician = chat.events.filter((e) => !e.isOwn);
    for (const event of fromPhysician) {
      result.physicianMessages.push(event.message);
      log(`physician: ${event.message}`);
      const answer = await answerPhysician(event.message);
      if (answer?.trim()) {
        await api.chat.post(encounterId, { message: answer.trim() });
        result.answers.push(answer.trim());
        log(`answered: ${answer.trim()}`);
      }
    }
    if (fromPhysician.length) {
      const read = await api.chat.markRead(
        encounterId,
        fromPhysician.map((e) => e.eventId),
      );
      log(`marked ${read.readEventIds.length} read`);
    }
    // Next poll: only events after the newest seen (our own answers included).
    const last = chat.events.at(-1);
    if (last) since = last.createdAt;
    if (TERMINAL.has(chat.state)) {
      log(`encounter ${chat.state}: done`);
      break;
    }
    await sleep(interval);
  }
  return result;
}
