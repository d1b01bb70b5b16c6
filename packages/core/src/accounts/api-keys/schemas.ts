import { z } from "zod";

export const CreateApiKeyInput = z
  .object({
    label: z
      .string()
      .meta({ description: "What the key is for, 1–100 characters", example: "Claude desktop" }),
    expiresAt: z.string().meta({
      description: "ISO 8601 date-time in the future, e.g. 2026-12-31T00:00:00Z",
      example: "2026-12-31T00:00:00.000Z",
    }),
  })
  .meta({ id: "CreateApiKeyRequest" });
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyInput>;

export const CreatedApiKeyResponse = z
  .object({
    key: z.string().meta({
      description: "The raw key, `ak_` + 64 hex. Shown only in this response; store it now.",
    }),
    keyId: z.uuid(),
    prefix: z.string().meta({
      description: "`ak_` + the first 8 hex, to recognise the key later",
      example: "ak_1a2b3c4d",
    }),
    label: z.string(),
    expiresAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "CreatedApiKey" });

export const ApiKeyMetadata = z
  .object({
    keyId: z.uuid(),
    prefix: z.string(),
    label: z.string(),
    expiresAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable().meta({ description: "Updated at most once a minute" }),
    revokedAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: "Set when the key was revoked; revoked keys get 401" }),
  })
  .meta({ id: "ApiKey" });
export type ApiKeyMetadata = z.infer<typeof ApiKeyMetadata>;

export const ApiKeyId = z.object({ keyId: z.string().meta({ description: "Key id (UUID)" }) });
