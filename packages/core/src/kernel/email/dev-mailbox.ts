import type { DbOrTrx } from "../context";

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  bodyText: string;
  createdAt: string;
}

/** The development mailbox (e-mail the embedded transport kept), newest first. Not in production. */
export async function listDevMailbox(db: DbOrTrx, limit = 50): Promise<MailboxMessage[]> {
  const rows = await db
    .selectFrom("mailbox")
    .selectAll()
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((m) => ({
    id: String(m.id),
    to: m.to_address,
    subject: m.subject,
    bodyText: m.body_text,
    createdAt: m.created_at.toISOString(),
  }));
}
