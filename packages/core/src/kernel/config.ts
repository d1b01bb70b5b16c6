import { isIP } from "node:net";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "on", "off", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "on" || v === "yes");
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const url = z.url({ protocol: /^https?$/ }).transform((v) => v.replace(/\/+$/, ""));
/** An OpenID issuer is an exact string: `https://tenant.auth0.com/` keeps its trailing slash. */
const issuerUrl = z.url({ protocol: /^https?$/ });
/** Keywords TRUST_PROXY accepts besides addresses and CIDR ranges. */
export const TRUST_PROXY_KEYWORDS = ["loopback", "linklocal", "uniquelocal"] as const;

function isProxyEntry(entry: string): boolean {
  if ((TRUST_PROXY_KEYWORDS as readonly string[]).includes(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may report the client's address (X-Real-IP / X-Forwarded-For): `false` none (the
 * default), `true` any peer (only when nothing but the proxy can reach the service), or a
 * comma-separated list of addresses, CIDR ranges and the keywords above.
 */
const trustProxy = z.string().transform((value, ctx): boolean | string[] => {
  const v = value.trim().toLowerCase();
  if (["", "false", "0", "off", "no"].includes(v)) return false;
  if (["true", "1", "on", "yes"].includes(v)) return true;
  const entries = v
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isProxyEntry(e));
  if (bad.length > 0 || entries.length === 0) {
    ctx.addIssue({
      code: "custom",
      message: `must be true, false, or a comma-separated list of addresses, CIDR ranges and ${TRUST_PROXY_KEYWORDS.join("/")} (not understood: ${bad.join(", ") || value})`,
    });
    return z.NEVER;
  }
  return entries;
});
const price = z.string().regex(/^\$\d+(\.\d{2})?$/, 'must look like "$49" or "$49.00"');

/**
 * Every setting of the service, parsed once from the environment. Defaults make `npm start` work
 * on one machine with the embedded database; a bad value stops start-up naming the variable.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: int(0, 65535).default(3000),
    /** Default: 127.0.0.1 in development and test (the dev mailbox stays local), 0.0.0.0 in production. */
    HOST: z.string().min(1).optional(),
    BASE_URL: url.optional(),
    WEB_URL: url.optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    DATA_DIR: z.string().min(1).default("./.data"),
    APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    WORKERS: z.enum(["on", "off", "only"]).default("on"),
    TRUST_PROXY: trustProxy.default(["loopback"]),
    /**
     * A header a trusted proxy sets to the client's single address (e.g. `x-real-ip`), read
     * before X-Forwarded-For. Unset (the default): only X-Forwarded-For is read.
     */
    CLIENT_ADDRESS_HEADER: z
      .string()
      .transform((v) => v.trim().toLowerCase())
      .pipe(
        z
          .union([
            z.literal(""),
            z
              .string()
              .regex(/^[a-z0-9-]+$/, "must be a header name such as x-real-ip")
              .refine((h) => h !== "x-forwarded-for", {
                message:
                  "X-Forwarded-For is always read (right-most untrusted address); name a single-address header such as x-real-ip",
              }),
          ])
          .transform((v) => (v === "" ? undefined : v)),
      )
      .optional(),
    ENCOUNTER_TTL_HOURS: int(1, 24 * 90).default(168),
    QUERY_LIMIT_PER_HOUR: int(1, 100_000).default(60),
    QUERY_LIMIT_PER_DAY: int(1, 1_000_000).default(300),
    NEW_ENCOUNTERS_PER_HOUR_PER_CLIENT: int(1, 1_000_000).default(300),
    CHAT_POLLS_PER_MINUTE: int(1, 10_000).default(12),
    /** Test events and redeliveries one webhook endpoint may be sent per hour (together). */
    WEBHOOK_MANUAL_SENDS_PER_HOUR: int(1, 100_000).default(10),
    /** Image bytes (after re-encoding) one client address may store per UTC day without an account credential. */
    IMAGE_BYTES_PER_DAY_PER_CLIENT: int(1, 2_000_000_000).default(100 * 1024 * 1024),
    /** Image bytes (after re-encoding) one account may store per UTC day (personal or developer credentials). */
    IMAGE_BYTES_PER_DAY_PER_ACCOUNT: int(1, 2_000_000_000).default(500 * 1024 * 1024),
    FAIR_USE_SUBMISSIONS_PER_PERIOD: int(1, 100_000).default(20),
    PRICE_BASE: price.default("$49"),
    PRICE_SEAT: price.default("$19"),
    /**
     * External OpenID provider (docs/identity.md): its issuer exactly as its discovery document
     * states it (trailing slash included), and the audience its access tokens carry for this API.
     */
    AUTH_ISSUER: issuerUrl.optional(),
    AUTH_AUDIENCE: z.string().min(1).optional(),
    /** Optional: the provider's JWKS. Unset: discovered from the issuer's metadata. */
    AUTH_JWKS_URL: url.optional(),
    /** A claim listing the person's roles or groups, e.g. `roles`, `groups`, `realm_access.roles`. */
    OIDC_ROLES_CLAIM: z.string().min(1).optional(),
    /** The value in OIDC_ROLES_CLAIM that makes a person a clinician. */
    OIDC_CLINICIAN_ROLE: z.string().min(1).default("clinician"),
    /** The claim saying the e-mail is verified (Entra ID: `xms_edov`); only `true` counts. */
    OIDC_EMAIL_VERIFIED_CLAIM: z.string().min(1).default("email_verified"),
    /** Hosted pages sign in through the provider with this client (authorization code + PKCE). */
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    /** Unset: a public client (PKCE only). */
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_SCOPES: z.string().min(1).default("openid email profile"),
    /**
     * Extra authorization parameters so the access token is issued for this API, e.g.
     * `audience=https://api.example.com` (Auth0) or `resource=https://api.example.com`.
     */
    OIDC_AUTH_PARAMS: z
      .string()
      .transform((v) => Object.fromEntries(new URLSearchParams(v)))
      .default({}),
    /** Default: true in development and test, false in production (where true is refused). */
    DEMO_ACCOUNT: bool.optional(),
    /** Sign-in codes one e-mail address may request per hour. */
    SIGNIN_CODES_PER_EMAIL_PER_HOUR: int(1, 1000).default(5),
    /** Sign-in codes one client address may request per hour (across e-mail addresses). */
    SIGNIN_CODES_PER_CLIENT_PER_HOUR: int(1, 100_000).default(20),
    /** Payment processor: the embedded one (state in our database) or Stripe. */
    PAYMENTS: z.enum(["embedded", "stripe"]).default("embedded"),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, "must be a Stripe secret key")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, "must start with whsec_")
      .optional(),
    /** Stripe Price ids of the monthly base plan and of one family seat (docs/payments.md). */
    STRIPE_PRICE_BASE: z
      .string()
      .regex(/^price_/, "must be a Stripe Price id (price_...)")
      .optional(),
    STRIPE_PRICE_SEAT: z
      .string()
      .regex(/^price_/, "must be a Stripe Price id (price_...)")
      .optional(),
    /** Stripe API host override (tests point the SDK at a local server). */
    STRIPE_API_HOST: z.string().optional(),
    STRIPE_API_PORT: int(1, 65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(["http", "https"]).optional(),
    /**
     * Identity verification: `embedded` (a simulation with Stripe Identity's test-mode outcomes;
     * the default, refused in production) or `stripe` (Stripe Identity; docs/identity.md).
     */
    IDENTITY_PROVIDER: z.enum(["embedded", "stripe"]).default("embedded"),
    /** Lets the embedded (simulated) identity verification run with NODE_ENV=production. Unsafe. */
    IDENTITY_EMBEDDED_UNSAFE_IN_PRODUCTION: bool.default(false),
    /** How long an identity-verification link stays valid. */
    IDENTITY_SESSION_TTL_MINUTES: int(5, 24 * 60).default(60),
    IMAGE_FETCH_TIMEOUT_MS: int(100, 120_000).default(10_000),
    /** Development and tests only: allow http:// and local addresses for webhook endpoints. */
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: bool.default(false),
    /** Waits before each retry of a failed webhook delivery, e.g. `30s,2m` (two retries). */
    WEBHOOK_RETRY_SCHEDULE: z
      .string()
      .regex(
        /^\s*\d+(ms|s|m|h)\s*(,\s*\d+(ms|s|m|h)\s*){0,9}$/,
        'must be up to 10 waits like "30s,2m" (units ms, s, m, h)',
      )
      .default("30s,2m"),
    /** A webhook receiver must answer 2xx within this (spec: 10 seconds). */
    WEBHOOK_TIMEOUT_MS: int(100, 60_000).default(10_000),
    /** An unread clinician message is e-mailed as a reminder after this many minutes. */
    CHAT_REMINDER_MINUTES: int(1, 7 * 24 * 60).default(30),
    /** A completed encounter's follow-up chat stays open this long, then it closes. */
    FOLLOW_UP_HOURS: int(1, 24 * 90).default(72),
    /** The "follow-up closing soon" e-mail goes out this many hours before it closes. */
    FOLLOW_UP_NOTICE_HOURS: int(1, 24 * 30).default(12),
    /** Comma-separated addresses that become clinicians when they sign in. */
    CLINICIAN_EMAILS: z
      .string()
      .transform((v) =>
        v
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email()))
      .default([]),
    /** smtp://user:pass@host:port or smtps://...; unset: the embedded transport. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Telemedicine intake <no-reply@localhost>"),
    /**
     * How e-mail leaves: `smtp` (SMTP_URL), `log` (only a log line per message: nobody receives
     * anything, sign-in codes included) or `embedded` (the /dev/mailbox table; not in production).
     * Unset: `smtp` when SMTP_URL is set, else `embedded` (and production refuses to start).
     */
    EMAIL_TRANSPORT: z.enum(["smtp", "log", "embedded"]).optional(),
    /** SMTP timeouts (nodemailer transport options): TCP connect, the server's greeting, an idle socket. */
    SMTP_CONNECTION_TIMEOUT_MS: int(100, 600_000).default(10_000),
    SMTP_GREETING_TIMEOUT_MS: int(100, 600_000).default(10_000),
    SMTP_SOCKET_TIMEOUT_MS: int(100, 600_000).default(30_000),
    /** Connections the pooled SMTP transport keeps open to the server. */
    SMTP_POOL_SIZE: int(1, 50).default(2),
    /** The seller on invoices: name and address lines separated by `|`. */
    INVOICE_SELLER: z.string().min(1).max(500).default("Telemedicine intake"),
    /** How long an invoice link (hosted page and PDF) works after it is handed out. */
    INVOICE_LINK_TTL_DAYS: int(1, 366).default(30),
    /** Server processes (node:cluster); more than 1 needs PostgreSQL. */
    WEB_CONCURRENCY: int(1, 64).default(1),
    /** How long a stopping process waits for requests in flight before it cuts them. */
    SHUTDOWN_TIMEOUT_MS: int(0, 600_000).default(10_000),
    // Database connections (docs/operations.md): 0 turns a server-side timeout off.
    DATABASE_CONNECT_TIMEOUT_MS: int(100, 120_000).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: int(0, 3_600_000).default(15_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: int(0, 3_600_000).default(30_000),
    DATABASE_QUERY_TIMEOUT_MS: int(0, 3_600_000).default(20_000),
    /** `pgbouncer-transaction`: no named prepared statements; any pgbouncer: timeouts set on the role. */
    DATABASE_POOLER: z.enum(["none", "pgbouncer-session", "pgbouncer-transaction"]).default("none"),
    /** `false`: start without migrating (run `npm run migrate` in the deploy pipeline first). */
    MIGRATE_ON_START: bool.default(true),
    // Slow clients (docs/deployment.md): the whole head, the whole request, an idle kept-alive socket.
    HTTP_HEADERS_TIMEOUT_MS: int(1_000, 600_000).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: int(1_000, 3_600_000).default(60_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: int(1_000, 600_000).default(5_000),
    /** `GET /metrics` (Prometheus) needs `Authorization: Bearer <this>`; unset: not served on PORT. */
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    /** Serve `GET /metrics` without a token on this port instead (bind it to a private address). */
    METRICS_PORT: int(1, 65535).optional(),
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    /** OpenTelemetry tracing is on when this is set (OTLP over HTTP, e.g. http://collector:4318). */
    OTEL_EXPORTER_OTLP_ENDPOINT: url.optional(),
    OTEL_SERVICE_NAME: z.string().min(1).default("intake-api"),
  })
  .superRefine((c, ctx) => {
    const external = [c.AUTH_ISSUER, c.AUTH_AUDIENCE].filter(Boolean).length;
    if (external === 1 || (external === 0 && (c.AUTH_JWKS_URL || c.OIDC_CLIENT_ID))) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_ISSUER"],
        message:
          "set AUTH_ISSUER and AUTH_AUDIENCE together (AUTH_JWKS_URL and OIDC_CLIENT_ID need them), or none of them",
      });
    }
    if (c.NODE_ENV === "production" && c.WEBHOOK_ALLOW_PRIVATE_ADDRESSES) {
      ctx.addIssue({
        code: "custom",
        path: ["WEBHOOK_ALLOW_PRIVATE_ADDRESSES"],
        message: "must not be set in production (it lets webhooks reach private addresses)",
      });
    }
    if (c.PAYMENTS === "stripe") {
      const missing = (
        [
          "STRIPE_SECRET_KEY",
          "STRIPE_WEBHOOK_SECRET",
          "STRIPE_PRICE_BASE",
          "STRIPE_PRICE_SEAT",
        ] as const
      ).filter((name) => !c[name]);
      if (missing.length > 0) {
        ctx.addIssue({
          code: "custom",
          path: ["PAYMENTS"],
          message: `PAYMENTS=stripe needs ${missing.join(", ")} (docs/payments.md, Stripe setup)`,
        });
      }
    }
    if (
      c.NODE_ENV === "production" &&
      c.IDENTITY_PROVIDER === "embedded" &&
      !c.IDENTITY_EMBEDDED_UNSAFE_IN_PRODUCTION
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["IDENTITY_PROVIDER"],
        message:
          "is embedded (simulated identity verification: anyone can pass it) with NODE_ENV=production; set IDENTITY_PROVIDER=stripe (docs/identity.md), or IDENTITY_EMBEDDED_UNSAFE_IN_PRODUCTION=true for a demonstration that verifies nobody",
      });
    }
    if (c.IDENTITY_PROVIDER === "stripe") {
      const missing = (["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const).filter(
        (name) => !c[name],
      );
      if (missing.length > 0) {
        ctx.addIssue({
          code: "custom",
          path: ["IDENTITY_PROVIDER"],
          message: `IDENTITY_PROVIDER=stripe needs ${missing.join(", ")} (docs/identity.md)`,
        });
      }
    }
    if (c.WEB_CONCURRENCY > 1 && !c.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message: `is ${c.WEB_CONCURRENCY}, but the embedded database (PGlite, no DATABASE_URL) belongs to one process: set DATABASE_URL to a PostgreSQL database to run several processes, or use WEB_CONCURRENCY=1`,
      });
    }
    if (
      c.DATABASE_QUERY_TIMEOUT_MS !== 0 &&
      c.DATABASE_STATEMENT_TIMEOUT_MS !== 0 &&
      c.DATABASE_QUERY_TIMEOUT_MS <= c.DATABASE_STATEMENT_TIMEOUT_MS
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_QUERY_TIMEOUT_MS"],
        message: `is ${c.DATABASE_QUERY_TIMEOUT_MS}, but must be longer than DATABASE_STATEMENT_TIMEOUT_MS (${c.DATABASE_STATEMENT_TIMEOUT_MS}) so the server cancels a slow statement before the client gives up on its connection`,
      });
    }
    if (c.HTTP_REQUEST_TIMEOUT_MS < c.HTTP_HEADERS_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["HTTP_REQUEST_TIMEOUT_MS"],
        message: "must be at least HTTP_HEADERS_TIMEOUT_MS (the headers are part of the request)",
      });
    }
    const emailTransport = c.EMAIL_TRANSPORT ?? (c.SMTP_URL ? "smtp" : "embedded");
    if (emailTransport === "smtp" && !c.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "is required with EMAIL_TRANSPORT=smtp (smtp://user:pass@host:587)",
      });
    }
    if (c.NODE_ENV === "production" && emailTransport === "embedded") {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: c.EMAIL_TRANSPORT
          ? "EMAIL_TRANSPORT=embedded keeps e-mail in the database and is not for production: set SMTP_URL (smtp://user:pass@host:587), or EMAIL_TRANSPORT=log to only log that e-mails went out"
          : "is required in production, or nobody receives an e-mail (sign-in codes included): set SMTP_URL (smtp://user:pass@host:587), or EMAIL_TRANSPORT=log to only log that e-mails went out",
      });
    }
    if (c.NODE_ENV === "production" && c.DEMO_ACCOUNT === true) {
      ctx.addIssue({
        code: "custom",
        path: ["DEMO_ACCOUNT"],
        message:
          "must not be true in production (it creates demo@example.com with a never-expiring API key printed to the log)",
      });
    }
    if (c.NODE_ENV === "production" && !c.APP_SECRET) {
      ctx.addIssue({ code: "custom", path: ["APP_SECRET"], message: "is required in production" });
    }
  });

export type RawConfig = z.infer<typeof configSchema>;

export interface Config
  extends Omit<
    RawConfig,
    "BASE_URL" | "WEB_URL" | "APP_SECRET" | "EMAIL_TRANSPORT" | "HOST" | "DEMO_ACCOUNT"
  > {
  HOST: string;
  DEMO_ACCOUNT: boolean;
  BASE_URL: string;
  /** Resolved: `smtp` when SMTP_URL is set and EMAIL_TRANSPORT is not. */
  EMAIL_TRANSPORT: "smtp" | "log" | "embedded";
  WEB_URL: string;
  APP_SECRET: string;
}

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/**
 * Parses the environment. `appSecret` supplies APP_SECRET when the environment has none (the
 * embedded default keeps one under DATA_DIR).
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  fallbackAppSecret?: () => string,
): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join(".") || "(config)"}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const raw = parsed.data;
  const baseUrl = raw.BASE_URL ?? `http://localhost:${raw.PORT}`;
  const appSecret = raw.APP_SECRET ?? fallbackAppSecret?.();
  if (!appSecret) throw new ConfigError("Invalid configuration:\n  APP_SECRET: is required");
  const production = raw.NODE_ENV === "production";
  return {
    ...raw,
    HOST: raw.HOST ?? (production ? "0.0.0.0" : "127.0.0.1"),
    DEMO_ACCOUNT: raw.DEMO_ACCOUNT ?? !production,
    BASE_URL: baseUrl,
    WEB_URL: raw.WEB_URL ?? baseUrl,
    APP_SECRET: appSecret,
    EMAIL_TRANSPORT: raw.EMAIL_TRANSPORT ?? (raw.SMTP_URL ? "smtp" : "embedded"),
  };
}

/** Whole currency units to minor units: "$49" -> 4900. */
export const priceToMinorUnits = (price: string): number =>
  Math.round(Number(price.slice(1)) * 100);

/** `30s,2m` -> [30000, 120000]: the wait before each retry. */
export function parseRetrySchedule(schedule: string): number[] {
  const unit: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  return schedule.split(",").map((part) => {
    const match = /^(\d+)(ms|s|m|h)$/.exec(part.trim());
    if (!match?.[1] || !match[2]) throw new ConfigError(`bad retry wait ${JSON.stringify(part)}`);
    return Number(match[1]) * (unit[match[2]] as number);
  });
}
