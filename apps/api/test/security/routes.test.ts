import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../../src/routers";
import { renderOpenApiJson } from "../../src/trpc/artifacts";
import { restProcedures } from "../../src/trpc/procedures";
import { createTestApp, type TestApp } from "../harness";
import {
  buildWorld,
  fill,
  idSegments,
  PROBES,
  type ProtectedKind,
  sampleBody,
  UNKNOWN_ID,
  type World,
} from "./suite";

/**
 * Every protected route of the router (meta `protect`), probed by its access kind (suite.ts):
 * nothing is listed by hand and nothing is exempt. A new route is covered by the builder it is
 * made from; a new kind needs a probe set (a type error otherwise).
 */
const doc = JSON.parse(renderOpenApiJson());
const routes = restProcedures(appRouter)
  .filter((p) => p.protect)
  .map((p) => ({
    ...p,
    kind: p.access as ProtectedKind,
    label: `${p.method} ${p.path} (${p.access})`,
    body: sampleBody(doc, p),
  }))
  .sort((a, b) => a.label.localeCompare(b.label));
const withIds = routes.filter((r) => idSegments(r.path).length > 0);

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
});
afterAll(() => t.close());

const call = (
  route: (typeof routes)[number],
  path: string,
  options: { token?: string; headers?: Record<string, string> },
) => t.request(route.method, path, { ...options, body: route.body });
const ownPath = (route: (typeof routes)[number]) => {
  const filled = fill(route.path, world.own[route.kind]);
  if ("missing" in filled) throw new Error(`no own ${filled.missing} id for ${route.label}`);
  return filled.path;
};

describe("security suite coverage", () => {
  it("every protected route has an access kind with a probe set (none is public, none exempt)", () => {
    expect(routes.length).toBeGreaterThan(60);
    const unprobed = routes.filter((r) => !r.access || !(r.access in PROBES)).map((r) => r.label);
    expect(unprobed, "protected routes whose builder gives no protected access kind").toEqual([]);
  });

  it("the world names an own and a foreign id for every path id of every route", () => {
    const missing = withIds.flatMap((r) =>
      [world.own, world.foreign].flatMap((ids) => {
        const filled = fill(r.path, ids[r.kind]);
        return "missing" in filled ? [`${r.label}: ${filled.missing}`] : [];
      }),
    );
    expect(missing, "add these ids to buildWorld (suite.ts)").toEqual([]);
  });
});

describe("every protected route", () => {
  it.each(routes.map((r) => [r.label, r] as const))(
    "%s: no credential 401, bad credentials 401, a revoked API key 401",
    async (_, route) => {
      const path = ownPath(route);
      const none = await call(route, path, {});
      expect([none.status, none.body.code]).toEqual([401, "unauthorized"]);
      expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
      for (const token of [
        `ak_${"0".repeat(64)}`,
        `ak_test_${"0".repeat(48)}`,
        "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl",
        "not-a-credential",
        world.revokedKey,
      ]) {
        const res = await call(route, path, { token });
        expect([token, res.status, res.body.code]).toEqual([token, 401, "invalid_credential"]);
      }
    },
  );

  it.each(routes.map((r) => [r.label, r] as const))(
    "%s: credentials of another kind get the kind's answer",
    async (_, route) => {
      const path = ownPath(route);
      for (const refusal of PROBES[route.kind].refused) {
        const token = refusal.token(world);
        const res = await call(route, path, { token });
        expect([refusal.label, res.status, res.body.code]).toEqual([
          refusal.label,
          refusal.status,
          refusal.code,
        ]);
        if (refusal.viaHeader) {
          const viaHeader = await call(route, path, { headers: { "x-api-key": token } });
          expect([refusal.label, viaHeader.status]).toEqual([refusal.label, refusal.status]);
        }
      }
    },
  );

  it.each(withIds.map((r) => [r.label, r] as const))(
    "%s: another owner's id and an unknown id are 404 with every accepted credential",
    async (_, route) => {
      const foreign = fill(route.path, world.foreign[route.kind]);
      if ("missing" in foreign) throw new Error(`no foreign ${foreign.missing} id`);
      const unknown = route.path.replace(/\{\w+\}/g, UNKNOWN_ID);
      for (const accepted of PROBES[route.kind].accepted) {
        for (const path of [foreign.path, unknown]) {
          const res = await call(route, path, { token: accepted.token(world) });
          expect([accepted.label, path, res.status, res.body.code]).toEqual([
            accepted.label,
            path,
            404,
            "not_found",
          ]);
        }
      }
    },
  );
});
