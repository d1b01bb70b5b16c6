import { z } from "zod";

/** An image sent with a letter: a URL the server fetches, or inline base64; never both. */
export const ImageInput = z
  .object({
    url: z
      .string()
      .max(2048)
      .optional()
      .meta({ description: "http(s) URL the service fetches (public addresses only)" }),
    base64: z
      .string()
      .optional()
      .meta({ description: "Image bytes in base64 (a data: URL prefix is accepted)" }),
    name: z.string().max(255).optional().meta({ description: "Optional file name" }),
  })
  .strict()
  .refine((i) => (i.url === undefined) !== (i.base64 === undefined), {
    message: "give exactly one of url or base64",
  })
  .meta({ id: "ImageInput" });
export type ImageInput = z.infer<typeof ImageInput>;

export const IMAGE_FORMATS = [
  "image/jpeg",
  "image/png",
  "image/heic",
  "image/gif",
  "image/webp",
  "image/svg+xml",
] as const;
export const MAX_IMAGES_PER_REQUEST = 3;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** A signed image URL's parts (`GET /api/v1/images/{id}?exp=&sig=`); the signature is checked by the verb. */
export const SignedImageInput = z.object({
  id: z.string(),
  exp: z.string().optional(),
  sig: z.string().optional(),
});
export type SignedImageInput = z.infer<typeof SignedImageInput>;
