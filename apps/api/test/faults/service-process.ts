import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { TEST_APP_SECRET } from "../harness";

/** The real service (apps/api/src/main.ts) as a child process on a free port. */
export interface ServiceProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the text once `pattern` has matched the output `count` times. */
  waitFor(pattern: RegExp, count?: number, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

export async function startService(env: Record<string, string>): Promise<ServiceProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), "intake-service-"));
  const child = spawn(
    process.execPath,
    ["--import", "tsx", resolve(import.meta.dirname, "../../src/main.ts")],
    {
      // Not vitest's environment (Vite sets BASE_URL="/" there).
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "test",
        APP_SECRET: TEST_APP_SECRET,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        DEMO_ACCOUNT: "false",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  child.once("exit", () => {
    for (const check of waiters) check();
  });

  const waitFor = (pattern: RegExp, count = 1, timeoutMs = 60_000) =>
    new Promise<string>((resolvePromise, reject) => {
      const global = new RegExp(
        pattern.source,
        pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
      );
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${pattern} x${count}; output:\n${output}`));
      }, timeoutMs);
      const check = () => {
        if ((output.match(global) ?? []).length >= count) {
          clearTimeout(timer);
          waiters.delete(check);
          resolvePromise(output);
        } else if (child.exitCode !== null || child.signalCode !== null) {
          clearTimeout(timer);
          waiters.delete(check);
          reject(
            new Error(
              `the service exited (${child.exitCode ?? child.signalCode}); output:\n${output}`,
            ),
          );
        }
      };
      waiters.add(check);
      check();
    });

  // One process: "listening on <url> (port N)"; a cluster: "server process <pid> listening on port N".
  const started = await waitFor(
    /listening on .*\(port \d+\)|server process \d+ listening on port \d+/,
    1,
    150_000,
  );
  const port =
    /listening on .*\(port (\d+)\)/.exec(started)?.[1] ??
    /listening on port (\d+)/.exec(started)?.[1];
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    waitFor,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGKILL");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
