import { createApiKeyForUser, ensureUserByEmail, upsertClinician } from "@intake/core/accounts";
import { SERVED_STATES } from "@intake/core/catalogue";
import type { Services } from "@intake/core/kernel";

export const DEMO_EMAIL = "demo@example.com";
export const DEMO_CLINICIAN_EMAIL = "clinician@example.com";

/**
 * On the first start of an empty embedded database: a demo account and an API key, printed once,
 * so a newcomer can call authenticated endpoints at once, and a demo clinician for the console. Later starts create nothing.
 */
export async function ensureDemoAccount(
  services: Services,
): Promise<{ email: string; apiKey: string; clinicianEmail: string | null } | null> {
  // Never in production: no demo account, no demo clinician, no key printed to the log.
  if (services.config.NODE_ENV === "production") return null;
  const anyUser = await services.db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (anyUser) return null;
  const user = await ensureUserByEmail(services.db, services.clock, DEMO_EMAIL);
  const key = await createApiKeyForUser(services, user.id, { label: "demo", expiresAt: null });
  // A demo clinician licensed in every served state, for the console.
  await upsertClinician(services, {
    email: DEMO_CLINICIAN_EMAIL,
    firstName: "Demo",
    lastName: "Clinician",
    credentials: "MD",
    states: [...SERVED_STATES],
  });
  return { email: DEMO_EMAIL, apiKey: key.key, clinicianEmail: DEMO_CLINICIAN_EMAIL };
}
