import { z } from "zod";

/** The sign-in page's e-mail; its shape is checked by the verb (`invalid_email`). */
export const SigninCodeRequest = z.object({ email: z.string() });

/** The e-mail and the 6-digit code sent to it; the verb checks both. */
export const SigninCodeVerification = z.object({ email: z.string(), code: z.string() });
