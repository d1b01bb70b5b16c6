import { createApiKeyForUser, ensureUserByEmail, type Services } from "@intake/core";

export const DEMO_EMAIL = "demo@example.com";

/**
 * On the first start of an empty embedded database: a demo account and an API key, printed once,
 * so a newcomer can call authenticated endpoints at once. Later starts create nothing.
 */
export async function ensureDemoAccount(
  services: Services,
): Promise<{ email: string; apiKey: string } | null> {
  const anyUser = await services.db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (anyUser) return null;
  const user = await ensureUserByEmail(services.db, services.clock, DEMO_EMAIL);
  const key = await createApiKeyForUser(services, user.id, { label: "demo", expiresAt: null });
  return { email: DEMO_EMAIL, apiKey: key.key };
}
