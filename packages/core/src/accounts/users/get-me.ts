import type { RequestContext } from "../../kernel/context";
import { notFound } from "../../kernel/errors";
import { requireAccount } from "../callers/caller";
import type { UserProfile } from "./schemas";

export async function getMe({ ctx }: { ctx: RequestContext }): Promise<UserProfile> {
  const caller = requireAccount(ctx.caller);
  const user = await ctx.db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", caller.userId)
    .executeTakeFirst();
  if (!user) throw notFound("The account");
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    identityVerification: {
      status: user.identity_status,
      verifiedAt: user.identity_verified_at?.toISOString() ?? null,
    },
    createdAt: user.created_at.toISOString(),
  };
}
