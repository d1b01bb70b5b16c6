import { describe, expect, it } from "vitest";
import type { TestApp } from "../harness";

type Account = Awaited<ReturnType<TestApp["createAccount"]>>;

/** What a route needs from the world: ids it can name, owned by the caller or by someone else. */
export interface SecurityFixture {
  /** The caller (session and API key). */
  caller: Account;
  /** Ids of resources that belong to ANOTHER account, by name (e.g. `patientId`). */
  foreign: Record<string, string>;
  /** Ids of resources that belong to the caller, by name. */
  own: Record<string, string>;
}

export interface SecurityRoute {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** `{name}` placeholders are filled from the fixture's own ids (or foreign ids for the 404 check). */
  path: string;
  body?: unknown;
  /** Key-management routes: a session JWT only; an API key gets 403 `session_required`. */
  sessionOnly?: boolean;
}

/**
 * The shared security suite (Unkey-style), run against every route of an area:
 * no credential 401, bad credential 401, revoked key 401, foreign id 404 (routes with an id),
 * and API key 403 on session-only routes.
 */
export function runSecuritySuite(
  name: string,
  getApp: () => TestApp,
  setup: (t: TestApp) => Promise<SecurityFixture>,
  routes: SecurityRoute[],
) {
  describe(`security suite: ${name}`, () => {
    let fixture: SecurityFixture | undefined;
    const ready = async () => {
      fixture ??= await setup(getApp());
      return fixture;
    };
    const fill = (path: string, ids: Record<string, string>) =>
      path.replace(/\{(\w+)\}/g, (_, key: string) => {
        const id = ids[key];
        if (!id) throw new Error(`fixture has no id named ${key}`);
        return id;
      });
    const call = (
      route: SecurityRoute,
      path: string,
      options: { token?: string; headers?: Record<string, string> },
    ) => getApp().request(route.method, path, { ...options, body: route.body });
    const label = (r: SecurityRoute) => `${r.method} ${r.path}`;

    it.each(routes.map((r) => [label(r), r] as const))(
      "%s: no credential is 401",
      async (_, route) => {
        const f = await ready();
        const res = await call(route, fill(route.path, f.own), {});
        expect(res.status).toBe(401);
        expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
        expect(res.body.code).toBe("unauthorized");
      },
    );

    it.each(routes.map((r) => [label(r), r] as const))(
      "%s: bad credentials are 401",
      async (_, route) => {
        const f = await ready();
        for (const token of [
          `ak_${"0".repeat(64)}`,
          "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl",
          "not-a-credential",
        ]) {
          const res = await call(route, fill(route.path, f.own), { token });
          expect(res.status, token).toBe(401);
          expect(res.body.code).toBe("invalid_credential");
        }
      },
    );

    it.each(routes.map((r) => [label(r), r] as const))(
      "%s: a revoked API key is 401",
      async (_, route) => {
        const f = await ready();
        const t = getApp();
        const created = await t.post(
          "/api/v1/users/me/api-keys",
          { label: "to revoke", expiresAt: future(t) },
          { token: f.caller.session },
        );
        expect(created.status).toBe(201);
        const revoked = await t.delete(`/api/v1/users/me/api-keys/${created.body.keyId}`, {
          token: f.caller.session,
        });
        expect(revoked.status).toBe(200);
        const res = await call(route, fill(route.path, f.own), { token: created.body.key });
        expect(res.status).toBe(401);
        expect(res.body.code).toBe("invalid_credential");
      },
    );

    const withIds = routes.filter((r) => /\{\w+\}/.test(r.path));
    if (withIds.length > 0) {
      it.each(withIds.map((r) => [label(r), r] as const))(
        "%s: another account's id is 404",
        async (_, route) => {
          const f = await ready();
          const res = await call(route, fill(route.path, f.foreign), {
            token: route.sessionOnly ? f.caller.session : f.caller.apiKey,
          });
          expect(res.status).toBe(404);
          expect(res.body.code).toBe("not_found");
          if (!route.sessionOnly) {
            const viaSession = await call(route, fill(route.path, f.foreign), {
              token: f.caller.session,
            });
            expect(viaSession.status).toBe(404);
          }
        },
      );
    }

    const sessionOnly = routes.filter((r) => r.sessionOnly);
    if (sessionOnly.length > 0) {
      it.each(sessionOnly.map((r) => [label(r), r] as const))(
        "%s: an API key is 403 session_required",
        async (_, route) => {
          const f = await ready();
          const res = await call(route, fill(route.path, f.own), { token: f.caller.apiKey });
          expect(res.status).toBe(403);
          expect(res.body.code).toBe("session_required");
          const viaHeader = await call(route, fill(route.path, f.own), {
            headers: { "x-api-key": f.caller.apiKey },
          });
          expect(viaHeader.status).toBe(403);
        },
      );
    }
  });
}

const future = (t: TestApp) => new Date(t.clock.now().getTime() + 86_400_000).toISOString();
