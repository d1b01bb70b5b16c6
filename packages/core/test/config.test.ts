import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, priceToMinorUnits } from "../src/kernel/config";

const secret = "s".repeat(32);

describe("loadConfig", () => {
  it("has defaults that make `npm start` work", () => {
    const config = loadConfig({}, () => secret);
    expect(config).toMatchObject({
      PORT: 3000,
      BASE_URL: "http://localhost:3000",
      WEB_URL: "http://localhost:3000",
      DATA_DIR: "./.data",
      ENCOUNTER_TTL_HOURS: 168,
      QUERY_LIMIT_PER_HOUR: 60,
      QUERY_LIMIT_PER_DAY: 300,
      CHAT_POLLS_PER_MINUTE: 12,
      NEW_ENCOUNTERS_PER_HOUR_PER_CLIENT: 300,
      PRICE_BASE: "$49",
      PRICE_SEAT: "$19",
      // A proxy on the same machine (an MCP server, nginx) names the client; nothing else does.
      TRUST_PROXY: ["loopback"],
      WORKERS: "on",
      APP_SECRET: secret,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("parses values and trims trailing slashes from URLs", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        BASE_URL: "https://api.example.com/",
        WEB_URL: "https://app.example.com",
        TRUST_PROXY: "true",
        ENCOUNTER_TTL_HOURS: "72",
      },
      () => secret,
    );
    expect(config.PORT).toBe(8080);
    expect(config.BASE_URL).toBe("https://api.example.com");
    expect(config.WEB_URL).toBe("https://app.example.com");
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.ENCOUNTER_TTL_HOURS).toBe(72);
  });

  it("TRUST_PROXY takes a list of addresses, CIDR ranges and keywords", () => {
    const parse = (value: string) => loadConfig({ TRUST_PROXY: value }, () => secret).TRUST_PROXY;
    expect(parse("false")).toBe(false);
    expect(parse("true")).toBe(true);
    expect(parse("loopback, 10.0.0.0/8,192.168.1.7 ,fd00::/8")).toEqual([
      "loopback",
      "10.0.0.0/8",
      "192.168.1.7",
      "fd00::/8",
    ]);
    for (const bad of ["10.0.0.0/33", "10.0.0", "loopbak", "::1/129", "1.2.3.4/8/9"]) {
      expect(() => parse(bad), bad).toThrow(/TRUST_PROXY: .*not understood/);
    }
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["BASE_URL", "not a url"],
    ["DATABASE_URL", "mysql://x"],
    ["PRICE_BASE", "49 dollars"],
    ["TRUST_PROXY", "maybe"],
    ["WORKERS", "sometimes"],
    ["QUERY_LIMIT_PER_HOUR", "0"],
  ])("a bad %s stops start-up naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value }, () => secret)).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value }, () => secret)).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("requires APP_SECRET in production and the external issuer settings together", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /APP_SECRET: is required in production/,
    );
    expect(() => loadConfig({ AUTH_ISSUER: "https://id.example.com" }, () => secret)).toThrow(
      /AUTH_ISSUER/,
    );
    expect(() =>
      loadConfig({ AUTH_JWKS_URL: "https://id.example.com/jwks" }, () => secret),
    ).toThrow(/AUTH_ISSUER/);
    expect(() => loadConfig({ OIDC_CLIENT_ID: "pages" }, () => secret)).toThrow(/AUTH_ISSUER/);
  });

  it("keeps the OpenID issuer exactly as written (Auth0's trailing slash) and parses OIDC settings", () => {
    const c = loadConfig(
      {
        AUTH_ISSUER: "https://tenant.auth0.com/",
        AUTH_AUDIENCE: "https://api.example.com",
        OIDC_AUTH_PARAMS: "audience=https%3A%2F%2Fapi.example.com",
      },
      () => secret,
    );
    expect(c.AUTH_ISSUER).toBe("https://tenant.auth0.com/");
    expect(c.AUTH_JWKS_URL).toBeUndefined();
    expect(c.OIDC_AUTH_PARAMS).toEqual({ audience: "https://api.example.com" });
    expect(c.OIDC_CLINICIAN_ROLE).toBe("clinician");
    expect(c.OIDC_EMAIL_VERIFIED_CLAIM).toBe("email_verified");
  });

  it("converts display prices to minor units", () => {
    expect(priceToMinorUnits("$49")).toBe(4900);
    expect(priceToMinorUnits("$19.50")).toBe(1950);
  });
});
