/**
 * `POST /api/v1/agent/query` against the built bundle (apps/api/dist/main.js, `npm run build`)
 * with WEB_CONCURRENCY = 1 and 2 on PostgreSQL, autocannon c=32, a fresh database per run.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:cluster -w @intake/api
 *
 * Options (environment): BENCH_CONNECTIONS (32), BENCH_SECONDS (10), BENCH_PROCESSES ("1,2").
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createScratchDatabase } from "@intake/db/testing";
import autocannon from "autocannon";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PROCESSES = (process.env.BENCH_PROCESSES ?? "1,2").split(",").map(Number);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error("set DATABASE_URL (several processes need PostgreSQL)");
const bundle = new URL("../dist/main.js", import.meta.url);
const letters = JSON.parse(
  readFileSync(
    new URL("../../../packages/evaluator/test/fixtures/letters.json", import.meta.url),
    "utf8",
  ),
) as { id: string; letter: string }[];
const body = JSON.stringify({
  query: letters.find((l) => l.id === "dev-001-hay-fever-complete")?.letter,
});

for (const n of PROCESSES) {
  const scratch = await createScratchDatabase(serverUrl, "intake_cluster_bench");
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [bundle.pathname], {
    env: {
      ...process.env,
      DATABASE_URL: scratch.url,
      WEB_CONCURRENCY: String(n),
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      IDENTITY_EMBEDDED_UNSAFE_IN_PRODUCTION: "true",
      EMAIL_TRANSPORT: "log",
      APP_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "silent",
      WORKERS: "off",
      TRUST_PROXY: "loopback",
      QUERY_LIMIT_PER_HOUR: "100000",
      QUERY_LIMIT_PER_DAY: "1000000",
      NEW_ENCOUNTERS_PER_HOUR_PER_CLIENT: "1000000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      out += chunk;
      if ((out.match(/listening on/g) ?? []).length >= Math.max(n, 1)) resolve();
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  const url = `http://127.0.0.1:${port}/api/v1/agent/query`;
  let i = 0;
  const run = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      method: "POST",
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            headers: {
              "content-type": "application/json",
              "x-real-ip": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i++ & 255}`,
            },
            body,
          }),
        },
      ],
    });
  await run(3);
  const result = await run(SECONDS);
  process.stdout.write(
    `WEB_CONCURRENCY=${n}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}\n`,
  );
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  await scratch.drop();
}
