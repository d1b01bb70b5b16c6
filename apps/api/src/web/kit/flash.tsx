import { type Services, seal, unseal } from "@intake/core/kernel";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { Notice, type Tone } from "./components";

/**
 * A one-time message carried across a Post/Redirect/Get: the POST sets it, the next GET shows it
 * once and deletes it, so a reload or Back shows the plain page. Sealed under APP_SECRET (it may
 * carry a secret shown once, such as a new API key), HttpOnly, Secure, SameSite=Lax, 2 minutes.
 */
export interface Flash {
  tone: Tone;
  title: string;
  text?: string;
  /** A secret shown once (a new key or signing secret), with its element id. */
  secret?: { id: string; value: string; label?: string };
}

const FLASH_COOKIE = "intake_flash";

export function setFlash(services: Services, c: Context, flash: Flash): void {
  setCookie(c, FLASH_COOKIE, seal(services.config.APP_SECRET, JSON.stringify(flash)), {
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Lax",
    maxAge: 120,
  });
}

/** The pending flash (removed as it is read), or null. */
export function takeFlash(services: Services, c: Context): Flash | null {
  const raw = getCookie(c, FLASH_COOKIE);
  if (!raw) return null;
  deleteCookie(c, FLASH_COOKIE, { path: "/", secure: true });
  try {
    return JSON.parse(unseal(services.config.APP_SECRET, raw)) as Flash;
  } catch {
    return null;
  }
}

/** A POST's answer: the flash for the next page, and a 303 to it (an anchor keeps the place). */
export function redirectWithFlash(services: Services, c: Context, to: string, flash: Flash) {
  setFlash(services, c, flash);
  return c.redirect(to, 303);
}

export function FlashNotice(props: { flash: Flash | null }) {
  const f = props.flash;
  if (!f) return null;
  return (
    <Notice tone={f.tone} title={f.title} id="flash">
      {f.text ? <p>{f.text}</p> : null}
      {f.secret ? (
        <>
          {f.secret.label ? <p>{f.secret.label}</p> : null}
          <pre id={f.secret.id}>{f.secret.value}</pre>
        </>
      ) : null}
    </Notice>
  );
}
