import type { ErrorCode } from "@intake/core/kernel";

/** What the letter check (evaluateOrReject) and the image intake (acceptImages) refuse with:
 * every procedure that takes a letter with images. */
export const LETTER_AND_IMAGE_ERRORS = [
  "letter_too_short",
  "letter_too_long",
  "not_medical",
  "invalid_image",
  "too_many_images",
] as const satisfies readonly ErrorCode[];
