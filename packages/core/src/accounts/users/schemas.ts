import { z } from "zod";

export const IdentityVerification = z
  .object({
    status: z
      .string()
      .meta({ description: "`unverified`, `pending` or `verified`", example: "verified" }),
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

export const ListSubmissionsInput = z.object({
  limit: z
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "Page size, 1–100 (default 20)" }),
  cursor: z.string().max(200).optional().meta({
    description: "`X-Next-Cursor` of the previous page; omit for the newest submissions",
  }),
});
export type ListSubmissionsInput = z.infer<typeof ListSubmissionsInput>;

export const SubmissionListEntry = z
  .object({
    submissionId: z.uuid(),
    encounterId: z.uuid(),
    patientId: z.uuid(),
    status: z.enum(["active", "canceled_replaced", "canceled"]).meta({
      description: "`active`; `canceled_replaced` when a resubmission replaced it; `canceled`",
    }),
    createdAt: z.iso.datetime(),
    queryPreview: z
      .string()
      .meta({ description: "The first 160 characters of the submitted letter" }),
  })
  .meta({ id: "SubmissionListEntry" });
export type SubmissionListEntry = z.infer<typeof SubmissionListEntry>;

/** One page of submissions; the wire answer is the top-level array, the cursor goes in headers. */
export interface SubmissionPage {
  submissions: SubmissionListEntry[];
  nextCursor: string | null;
}
