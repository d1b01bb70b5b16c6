import type { DataVisibility } from "@intake/db";
import type { DbOrTrx } from "../../kernel/context";

export interface DeveloperSettings {
  data_visibility: DataVisibility;
  app_name: string | null;
  live_visits: boolean;
  enterprise: boolean;
}

/** A developer's settings; defaults (outcome_only, no flags) until the dashboard changes them. */
export async function getDeveloperSettings(
  db: DbOrTrx,
  developerId: string,
): Promise<DeveloperSettings> {
  const row = await db
    .selectFrom("developer_settings")
    .select(["data_visibility", "app_name", "live_visits", "enterprise"])
    .where("developer_id", "=", developerId)
    .executeTakeFirst();
  return (
    row ?? {
      data_visibility: "outcome_only",
      app_name: null,
      live_visits: false,
      enterprise: false,
    }
  );
}

/** Upserts settings (dashboard: visibility and app name; operators: the account flags). */
export async function setDeveloperSettings(
  db: DbOrTrx,
  at: Date,
  developerId: string,
  changes: Partial<DeveloperSettings>,
): Promise<DeveloperSettings> {
  const current = await getDeveloperSettings(db, developerId);
  const next = { ...current, ...changes };
  await db
    .insertInto("developer_settings")
    .values({ developer_id: developerId, ...next, updated_at: at })
    .onConflict((oc) => oc.column("developer_id").doUpdateSet({ ...next, updated_at: at }))
    .execute();
  return next;
}
