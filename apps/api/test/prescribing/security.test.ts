import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE, letter } from "../encounters/seed";
import { createTestApp, type TestApp } from "../harness";
import { advance, createDeveloper, createRequest, type Developer, patientFields } from "./helpers";

let t: TestApp;
let owner: Developer;
let other: Developer;
let ownId: string;
let ownLiveId: string;
let revokedKey: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createDeveloper(t);
  other = await createDeveloper(t);
  ownId = (await createRequest(t, owner.testKey, { data_visibility: "full" })).encounter_id;
  await advance(t, owner.testKey, ownId, { event: "consent_accepted" });
  ownLiveId = (await createRequest(t, owner.liveKey, { data_visibility: "full" })).encounter_id;
  const created = await t.post(
    "/api/v1/developers/me/keys",
    { label: "to revoke", environment: "test" },
    { token: owner.session },
  );
  revokedKey = created.body.key;
  await t.delete(`/api/v1/developers/me/keys/${created.body.keyId}`, { token: owner.session });
});
afterAll(() => t.close());

const routes: { method: string; path: string; body?: unknown; withId: boolean }[] = [
  {
    method: "POST",
    path: "/api/v1/prescribing/query",
    body: { query: "x".repeat(600), ...patientFields },
    withId: false,
  },
  { method: "GET", path: "/api/v1/prescribing/encounters", withId: false },
  { method: "GET", path: "/api/v1/prescribing/encounters/{id}/details", withId: true },
  {
    method: "POST",
    path: "/api/v1/prescribing/encounters/{id}/messages",
    body: { message: "hi" },
    withId: true,
  },
  { method: "GET", path: "/api/v1/prescribing/sandbox/encounters/{id}", withId: true },
  {
    method: "POST",
    path: "/api/v1/prescribing/sandbox/encounters/{id}/advance",
    body: { event: "physician_message" },
    withId: true,
  },
  { method: "POST", path: "/api/v1/prescribing/patients", body: {}, withId: false },
];
const fill = (path: string, id: string) => path.replace("{id}", id);

describe("security of every prescribing route", () => {
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))("%s", async (_, route) => {
    const call = (token: string | undefined, id = ownId) =>
      t.request(route.method, fill(route.path, id), { token, body: route.body });
    const none = await call(undefined);
    expect(none.status).toBe(401);
    expect(none.body.code).toBe("unauthorized");
    expect(none.body.error).toContain("ak_test_");
    const bad = await call(`ak_test_${"0".repeat(64)}`);
    expect(bad.status).toBe(401);
    expect((await call(revokedKey)).status).toBe(401);
    for (const token of [owner.apiKey, owner.session]) {
      const res = await call(token);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("developer_key_required");
    }
    if (route.withId) {
      // Another developer, and the owner's key of the other environment, see nothing.
      expect((await call(other.testKey)).status).toBe(404);
      expect((await call(owner.liveKey)).status).toBe(404);
      expect((await call(owner.testKey, ownLiveId)).status).toBe(404);
      expect((await call(owner.testKey, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
      const ownCall = await call(owner.testKey);
      expect(ownCall.status).toBeLessThan(300);
    }
  });

  it("the owner's own key works on the list and the query", async () => {
    const res = await t.post(
      "/api/v1/prescribing/query",
      { query: letter(COMPLETE), ...patientFields },
      { token: owner.testKey },
    );
    expect(res.status).toBe(200);
  });
});
