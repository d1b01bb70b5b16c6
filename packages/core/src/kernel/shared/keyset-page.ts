import { type RawBuilder, type SqlBool, sql } from "kysely";
import { badRequest } from "../errors";

/**
 * Keyset pagination, newest first, on `(created_at, id)`: rows added meanwhile never shift a
 * page, and the cursor is opaque to callers.
 */
export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

export function decodeCursor(cursor: string | undefined): KeysetPosition | null {
  if (cursor === undefined) return null;
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(createdAt.getTime())) {
    throw badRequest(
      "invalid_cursor",
      "cursor is not one this endpoint returned. Omit it to start from the newest.",
      { field: "cursor" },
    );
  }
  return { createdAt, id };
}

/** Rows after `position` in newest-first order (a row comparison the index serves). */
export const olderThan = (position: KeysetPosition): RawBuilder<SqlBool> =>
  sql<SqlBool>`(created_at, id) < (${position.createdAt}, ${position.id}::uuid)`;

/** Query `limit + 1` rows; this returns the page and the cursor of the next one, if any. */
export function takePage<T extends { created_at: Date; id: string }>(
  rows: T[],
  limit: number,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? Buffer.from(`${last.created_at.toISOString()}|${last.id}`, "utf8").toString("base64url")
      : null;
  return { page, nextCursor };
}
