import { sql } from "kysely";
import type { Caller } from "../accounts/callers/caller";
import type { Clock } from "../kernel/clock";
import type { Config } from "../kernel/config";
import type { DbOrTrx } from "../kernel/context";
import { tooManyRequests } from "../kernel/errors";

const DAY_SECONDS = 86_400;
const MB = 1024 * 1024;

/**
 * Counts `bytes` of images against the daily storage quota of whoever sends them: the account
 * (personal key, session, developer key) or, without an account credential, the client address
 * (TRUST_PROXY decides what that is). Over the quota: 429 `rate_limited` with `Retry-After` until
 * the next UTC day, and nothing is counted. One conditional upsert in `rate_limit_buckets`, so
 * concurrent requests and several instances share the count.
 */
export async function chargeImageStorage(
  ctx: { db: DbOrTrx; clock: Clock; config: Config; caller: Caller; clientAddress: string },
  bytes: number,
): Promise<void> {
  const account = "userId" in ctx.caller ? ctx.caller.userId : null;
  const limit = account
    ? ctx.config.IMAGE_BYTES_PER_DAY_PER_ACCOUNT
    : ctx.config.IMAGE_BYTES_PER_DAY_PER_CLIENT;
  const key = account
    ? `image-bytes:account:${account}`
    : `image-bytes:client:${ctx.clientAddress}`;
  const now = ctx.clock.now().getTime();
  const start = Math.floor(now / (DAY_SECONDS * 1000)) * DAY_SECONDS * 1000;
  const end = start + DAY_SECONDS * 1000;
  const refuse = () => {
    const who = account ? "this account" : "this client address (without an account credential)";
    return tooManyRequests(
      (end - now) / 1000,
      `Image storage quota reached: ${who} may store ${limit >= MB ? `${Math.floor(limit / MB)} MB` : `${limit} bytes`} of images per day (UTC). Retry after the Retry-After seconds, or send fewer or smaller images.`,
    );
  };
  if (bytes > limit) throw refuse();
  const row = await ctx.db
    .insertInto("rate_limit_buckets")
    .values({ key, window_start: new Date(start), count: bytes, expires_at: new Date(end) })
    .onConflict((oc) =>
      oc
        .columns(["key", "window_start"])
        .doUpdateSet({ count: sql<number>`rate_limit_buckets.count + excluded.count` })
        .where(sql<boolean>`rate_limit_buckets.count + excluded.count <= ${limit}`),
    )
    .returning("count")
    .executeTakeFirst();
  if (!row) throw refuse();
}
