import type { RequestContext } from "../../kernel/context";
import { isUuid } from "../../kernel/ids";
import { verb } from "../../kernel/verbs";
import { listDashboardRequests, usageSummary } from "./dashboard";
import { requireDeveloperSession } from "./developer-caller";
import type { RequestRow } from "./outcomes";
import { availableEvents } from "./sandbox";
import { DashboardRequestId } from "./schemas";
import { type DeveloperSettings, getDeveloperSettings } from "./settings";

export interface DashboardUsageInvoice {
  id: string;
  number: string;
  amount: number;
  amountRefunded: number;
  status: string;
  createdAt: string;
}

/** A sandbox event as a button: its name (posted) and a plain label (shown). */
export interface SandboxButton {
  name: string;
  label: string;
  description: string;
  group: string;
}

export interface DashboardRequest {
  row: RequestRow;
  /** Sandbox events that fit the request's status now (test requests only). */
  events: SandboxButton[];
}

export interface DeveloperDashboard {
  settings: DeveloperSettings;
  requests: DashboardRequest[];
  usage: { complete: number; incomplete: number; totalCents: number };
  card: { brand: string; last4: string } | null;
  usageInvoices: DashboardUsageInvoice[];
}

/** Everything the signed-in developer's dashboard shows, in one read. */
export async function getDeveloperDashboard({
  ctx,
}: {
  ctx: RequestContext;
}): Promise<DeveloperDashboard> {
  const developerId = requireDeveloperSession(ctx.caller).userId;
  const services = { db: ctx.db };
  const [settings, requests, usage, card, invoices] = await Promise.all([
    getDeveloperSettings(ctx.db, developerId),
    listDashboardRequests(services, developerId),
    usageSummary(services, developerId),
    ctx.db
      .selectFrom("payment_methods")
      .select(["brand", "last4"])
      .where("user_id", "=", developerId)
      .where("detached_at", "is", null)
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst(),
    ctx.db
      .selectFrom("invoices")
      .select(["id", "number", "amount", "amount_refunded", "status", "created_at"])
      .where("user_id", "=", developerId)
      .where("kind", "=", "usage")
      .orderBy("created_at", "desc")
      .limit(20)
      .execute(),
  ]);
  const ready = await readyEncounters(
    ctx,
    requests.map((r) => r.encounter_id),
  );
  return {
    settings,
    requests: requests.map((row) => ({
      row,
      events:
        row.environment === "test" ? buttonsOf(row, ready.has(row.encounter_id), settings) : [],
    })),
    usage,
    card: card ?? null,
    usageInvoices: invoices.map((i) => ({
      id: i.id,
      number: i.number,
      amount: i.amount,
      amountRefunded: i.amount_refunded,
      status: i.status,
      createdAt: new Date(i.created_at).toISOString(),
    })),
  };
}

/** One request of the signed-in developer, with its sandbox buttons; null when not theirs. */
export const getDashboardRequest = verb(
  DashboardRequestId,
  async ({ ctx, input }): Promise<(DashboardRequest & { settings: DeveloperSettings }) | null> => {
    const developerId = requireDeveloperSession(ctx.caller).userId;
    if (!isUuid(input.id)) return null;
    const row = await ctx.db
      .selectFrom("prescribing_requests")
      .selectAll()
      .where("encounter_id", "=", input.id)
      .where("developer_id", "=", developerId)
      .executeTakeFirst();
    if (!row) return null;
    const settings = await getDeveloperSettings(ctx.db, developerId);
    const ready = await readyEncounters(ctx, [row.encounter_id]);
    return {
      row,
      settings,
      events:
        row.environment === "test" ? buttonsOf(row, ready.has(row.encounter_id), settings) : [],
    };
  },
);

function buttonsOf(row: RequestRow, ready: boolean, settings: DeveloperSettings): SandboxButton[] {
  return availableEvents(row, ready, settings).map((e) => ({
    name: e.name,
    label: e.label,
    description: e.description,
    group: e.group,
  }));
}

/** Requests whose letter went past `open` (the sandbox's consent step needs a complete letter). */
async function readyEncounters(ctx: RequestContext, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .selectFrom("encounters")
    .select("id")
    .where("id", "in", ids)
    .where("state", "!=", "open")
    .execute();
  return new Set(rows.map((r) => r.id));
}
