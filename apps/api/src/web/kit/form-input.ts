import { badRequest } from "@intake/core/kernel";
import type { z } from "zod";

/**
 * A form checked by the same schema as the API procedure: the parsed input, or a 400
 * `validation_failed` naming the first field at fault (shown next to the form).
 */
export function formInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badRequest(
    "validation_failed",
    `Check the field "${issue?.path.join(".") || "form"}": ${issue?.message ?? "invalid"}.`,
  );
}
