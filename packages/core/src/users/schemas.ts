import { z } from "zod";

export const IdentityVerification = z
  .object({
    status: z.string().meta({ description: "`unverified`, `pending` or `verified`", example: "verified" }),
    verifiedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "UserIdentityVerification" });

export const UserProfile = z
  .object({
    id: z.uuid(),
    email: z.email(),
    role: z.string().meta({ example: "member" }),
    identityVerification: IdentityVerification,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "UserProfile" });
export type UserProfile = z.infer<typeof UserProfile>;
