import { sql } from "kysely";
import type { Clock } from "../clock";
import type { DbOrTrx } from "../context";
import { tooManyRequests } from "../errors";

/** One limit: at most `limit` hits per fixed window of `windowSeconds` for `key`. */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
  /** The 429 message, given the seconds until the window ends; says what to do. */
  message: (retryAfterSeconds: number) => string;
}

export interface RateLimitHit {
  key: string;
  count: number;
  remaining: number;
  resetAt: Date;
}

/**
 * Counts one hit against every rule and throws 429 (`Retry-After` in whole seconds) when any rule
 * is over its limit. The counters live in `rate_limit_buckets` and are bumped with one atomic
 * upsert for all rules, so every API instance sharing the database shares the limits and two
 * concurrent requests never read the same count. Fixed windows: a burst at a window edge can see
 * up to twice the limit over a sliding period, which is accepted for its single round trip.
 * Hits are counted even when the request is refused, so hammering a limit does not reset it.
 */
export async function consumeRateLimits(
  db: DbOrTrx,
  clock: Clock,
  rules: readonly RateLimitRule[],
): Promise<RateLimitHit[]> {
  if (rules.length === 0) return [];
  const windows = rateLimitWindows(clock, rules);
  const rows = await db
    .insertInto("rate_limit_buckets")
    .values(
      windows.map((w) => ({ key: w.rule.key, window_start: w.start, count: 1, expires_at: w.end })),
    )
    .onConflict((oc) =>
      oc
        .columns(["key", "window_start"])
        .doUpdateSet({ count: sql<number>`rate_limit_buckets.count + 1` }),
    )
    .returning(["key", "count"])
    .execute();
  return judgeRateLimits(windows, rows);
}

/** The current fixed window of each rule. */
export interface RateLimitWindow {
  rule: RateLimitRule;
  start: Date;
  end: Date;
  /** The request's time, ms. */
  now: number;
}

export function rateLimitWindows(clock: Clock, rules: readonly RateLimitRule[]): RateLimitWindow[] {
  const now = clock.now().getTime();
  return rules.map((rule) => {
    const ms = rule.windowSeconds * 1000;
    const start = Math.floor(now / ms) * ms;
    return { rule, start: new Date(start), end: new Date(start + ms), now };
  });
}

/**
 * The hits, given the bucket counts after the upsert (`key`, `count` rows); throws 429 with the
 * longest wait when any rule is over its limit. Shared by `consumeRateLimits` and statements that
 * bump the buckets themselves (the agent query's single statement).
 */
export function judgeRateLimits(
  windows: readonly RateLimitWindow[],
  rows: readonly { key: string; count: number | string }[],
): RateLimitHit[] {
  const counts = new Map(rows.map((r) => [r.key, Number(r.count)]));
  const hits = windows.map((w) => {
    const count = counts.get(w.rule.key) ?? 1;
    return {
      window: w,
      hit: { key: w.rule.key, count, remaining: Math.max(0, w.rule.limit - count), resetAt: w.end },
    };
  });
  // The longest wait wins: retrying before it would only be refused again.
  const over = hits.filter((h) => h.hit.count > h.window.rule.limit);
  if (over.length > 0) {
    const worst = over.reduce((a, b) => (a.window.end >= b.window.end ? a : b));
    const retryAfter = Math.ceil((worst.window.end.getTime() - worst.window.now) / 1000);
    throw tooManyRequests(retryAfter, worst.window.rule.message(Math.max(1, retryAfter)));
  }
  return hits.map((h) => h.hit);
}

/** Deletes buckets whose window has ended (an idempotent sweep; safe to run from any instance). */
export async function purgeExpiredRateLimitBuckets(db: DbOrTrx, clock: Clock): Promise<number> {
  const result = await db
    .deleteFrom("rate_limit_buckets")
    .where("expires_at", "<=", clock.now())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
