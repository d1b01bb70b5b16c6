import { ApiError, createClient, unwrap } from "@intake/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set("2026-03-02T12:00:00.000Z");
});
afterAll(() => t.close());

describe("accounts through the SDK", () => {
  it("creates, reads, updates and archives a patient with an API key", async () => {
    const account = await t.createAccount();
    const api = createClient({ baseUrl: TEST_BASE_URL, apiKey: account.apiKey, fetch: t.fetch });

    const created = await api.POST("/api/v1/patients", {
      body: {
        relationship: "spouse",
        firstName: "Alex",
        lastName: "Rivera",
        dateOfBirth: "1988-05-20",
        sex: "female",
        stateOfResidence: "NY",
        zipCode: "10001",
        phoneNumber: "2125550123",
      },
    });
    expect(created.response.status).toBe(201);
    const patient = created.data;
    expect(patient?.ownerId).toBe(account.id);
    expect(patient?.phoneNumber).toBe("+12125550123");
    const id = patient?.id as string;

    const listed = await unwrap(api.GET("/api/v1/patients"));
    expect(listed.map((p) => p.id)).toContain(id);

    const updated = await unwrap(
      api.PATCH("/api/v1/patients/{id}", {
        params: { path: { id } },
        body: { consentedToTelehealth: true },
      }),
    );
    expect(updated.consentedToTelehealth).toBe(true);

    const revoke = await api.PATCH("/api/v1/patients/{id}", {
      params: { path: { id } },
      body: { consentedToTelehealth: false },
    });
    expect(revoke.error).toMatchObject({ status: 400, code: "consent_cannot_be_revoked" });

    await unwrap(api.DELETE("/api/v1/patients/{id}", { params: { path: { id } } }));
    const afterDelete = await unwrap(api.GET("/api/v1/patients"));
    expect(afterDelete.map((p) => p.id)).not.toContain(id);
  });

  it("manages API keys with a session token; an API key gets a typed 403", async () => {
    const account = await t.createAccount();
    const withSession = createClient({
      baseUrl: TEST_BASE_URL,
      token: account.session,
      fetch: t.fetch,
    });
    const key = await unwrap(
      withSession.POST("/api/v1/users/me/api-keys", {
        body: { label: "sdk", expiresAt: "2026-12-31T00:00:00.000Z" },
      }),
    );
    expect(key.key).toMatch(/^ak_[0-9a-f]{64}$/);
    expect(key.prefix).toBe(key.key.slice(0, 11));

    const withKey = createClient({ baseUrl: TEST_BASE_URL, apiKey: key.key, fetch: t.fetch });
    expect((await unwrap(withKey.GET("/api/v1/users/me"))).id).toBe(account.id);
    const refused = await unwrap(withKey.GET("/api/v1/users/me/api-keys")).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: "session_required" });
  });
});
