import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { ConfigError, loadConfig, randomHex, seedKnowledgeBase, systemClock } from "@intake/core";
import { createDb, migrateToLatest } from "@intake/db";
import pino from "pino";
import { createApp } from "./app";
import { ensureDemoAccount } from "./demo-account";
import { buildServices } from "./services";
import { startWorkers } from "./workers/periodic";

/** config -> db -> migrate -> services -> app -> serve. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = pino({
    level: config.LOG_LEVEL,
    redact: {
      paths: ["*.authorization", "*.apiKey", "*.token", "*.query", "*.email"],
      censor: "[redacted]",
    },
  });
  const dataDir = resolve(config.DATA_DIR);
  const handle = await createDb(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { dataDir: ensureDir(join(dataDir, "pglite")) },
  );
  const applied = await migrateToLatest(handle.db);
  const knowledge = await seedKnowledgeBase(handle.db);
  const services = await buildServices(handle.db, config, systemClock);
  const app = createApp(services, logger);

  // Workers run in-process unless WORKERS=off (WORKERS=only: also started; see docs/patients.md).
  const workers = config.WORKERS !== "off" ? startWorkers(services, logger) : null;

  const demo =
    config.DEMO_ACCOUNT && handle.kind === "pglite" ? await ensureDemoAccount(services) : null;

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const lines = [
      `Telemedicine letter intake API listening on ${config.BASE_URL} (port ${info.port})`,
      `  Start page:    ${config.BASE_URL}/`,
      `  API reference: ${config.BASE_URL}/docs`,
      `  Agent skill:   ${config.BASE_URL}/SKILL.md`,
      `  OpenAPI:       ${config.BASE_URL}/api/v1/openapi.json`,
      `  Database:      ${handle.kind} at ${handle.location}${applied.length ? ` (applied ${applied.length} migrations)` : ""}`,
      `  Knowledge base: ${knowledge.articles} articles, ${knowledge.sections} sections (${knowledge.status === "loaded" ? "loaded" : "up to date"})`,
    ];
    if (handle.kind === "pglite") lines.push(`  Data dir:      ${dataDir}`);
    if (demo) {
      lines.push(
        "",
        `  Demo account ${demo.email} created. Its API key is shown once:`,
        `    ${demo.apiKey}`,
        `  Try: curl -H "Authorization: Bearer ${demo.apiKey}" ${config.BASE_URL}/api/v1/users/me`,
      );
    }
    process.stdout.write(`${lines.join("\n")}\n`);
  });

  const shutdown = async (signal: string) => {
    logger.info({ signal }, "shutting down");
    server.close();
    await workers?.stop();
    await handle.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

function loadConfigOrExit() {
  try {
    return loadConfig(process.env, () => embeddedAppSecret(process.env.DATA_DIR ?? "./.data"));
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Without APP_SECRET (allowed outside production) the embedded default keeps one under DATA_DIR. */
function embeddedAppSecret(dataDir: string): string {
  const file = join(ensureDir(resolve(dataDir)), "app-secret");
  if (!existsSync(file)) writeFileSync(file, randomHex(32), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

function ensureDir(path: string): string {
  mkdirSync(path, { recursive: true });
  return path;
}

main().catch((error) => {
  process.stderr.write(
    `start-up failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
