import { z } from "zod";

/** Every non-2xx body: a human sentence and a stable snake_case code, plus named extras. */
export const ErrorBody = z
  .object({
    error: z.string().meta({ description: "What went wrong and what to do about it" }),
    code: z
      .string()
      .meta({ description: "Stable snake_case reason", example: "validation_failed" }),
    request_id: z.string().optional(),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .meta({ description: "Present on validation errors: each invalid field and why" }),
  })
  .catchall(z.unknown())
  .meta({ id: "Error" });
