import {
  listOutboxRows,
  type OutboxRowSummary,
  retryDeadOutboxRows,
  type Services,
} from "@intake/core/kernel";

export const outboxUsage = `Usage:
  npm run outbox -- list [--pending]     dead rows (or pending ones): id, topic, kind, attempts, last error
  npm run outbox -- retry <id> [<id>...] requeue these dead rows, due now, with fresh attempts
  npm run outbox -- retry --all-dead     requeue every dead row

A row is dead after its last attempt (e-mails: 6 attempts over about 30 minutes). The running
server's worker sends requeued rows within seconds.`;

const line = (r: OutboxRowSummary) =>
  [
    r.id,
    r.topic,
    r.kind ?? "-",
    r.status,
    `attempts=${r.attempts}`,
    r.createdAt.toISOString(),
    r.lastError ? JSON.stringify(r.lastError) : "-",
  ].join("\t");

/** The outbox CLI, separate from process wiring so tests run it against the real database. */
export async function runOutboxCommand(
  services: Pick<Services, "db" | "clock">,
  argv: string[],
): Promise<{ exitCode: number; output: string }> {
  const [command, ...rest] = argv;
  if (command === "list") {
    const pending = rest.includes("--pending");
    const rows = await listOutboxRows(services, {
      status: pending ? "pending" : "dead",
      limit: 1000,
    });
    if (rows.length === 0)
      return { exitCode: 0, output: pending ? "No pending rows." : "No dead rows." };
    return { exitCode: 0, output: rows.map(line).join("\n") };
  }
  if (command === "retry") {
    if (rest.length === 1 && rest[0] === "--all-dead") {
      const ids = await retryDeadOutboxRows(services);
      return {
        exitCode: 0,
        output: ids.length
          ? `Requeued ${ids.length} dead row(s): ${ids.join(", ")}`
          : "No dead rows.",
      };
    }
    const ids = rest.map(Number);
    if (ids.length === 0 || ids.some((id) => !Number.isSafeInteger(id) || id <= 0))
      return { exitCode: 2, output: outboxUsage };
    const done = await retryDeadOutboxRows(services, ids);
    const missing = ids.filter((id) => !done.includes(id));
    const parts = [];
    if (done.length) parts.push(`Requeued ${done.join(", ")}.`);
    if (missing.length) parts.push(`Not dead (unknown, pending or done): ${missing.join(", ")}.`);
    return { exitCode: missing.length ? 1 : 0, output: parts.join("\n") };
  }
  return { exitCode: 2, output: outboxUsage };
}
