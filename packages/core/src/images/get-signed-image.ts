import type { Services } from "../kernel/context";
import { notFound } from "../kernel/errors";
import { isUuid } from "../kernel/ids";
import { verb } from "../kernel/verbs";
import { SignedImageInput } from "./schemas";
import { verifyImageSignature } from "./signed-url";

export interface ServedImage {
  name: string | null;
  mimeType: string;
  bytes: Uint8Array;
  /** Seconds the signed URL stays valid: the longest the answer may be cached. */
  maxAgeSeconds: number;
}

/**
 * The bytes behind a signed image URL. The signature is the credential (no caller): 403
 * `invalid_signature` when missing or wrong, 403 `image_url_expired` when past `exp`, 404 when a
 * validly signed id does not exist (or its bytes are not in the embedded store).
 */
export const getSignedImage = verb(
  SignedImageInput,
  async ({
    ctx,
    input,
  }: {
    ctx: Pick<Services, "db" | "config" | "clock">;
    input: SignedImageInput;
  }): Promise<ServedImage> => {
    const maxAgeSeconds = verifyImageSignature(
      ctx.config,
      input.id,
      input.exp,
      input.sig,
      ctx.clock.now(),
    );
    if (!isUuid(input.id)) throw notFound("The image");
    const row = await ctx.db
      .selectFrom("images")
      .select(["name", "mime_type", "data"])
      .where("id", "=", input.id.toLowerCase())
      .executeTakeFirst();
    if (!row?.data) throw notFound("The image");
    return { name: row.name, mimeType: row.mime_type, bytes: row.data, maxAgeSeconds };
  },
);
