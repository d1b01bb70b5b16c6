import { describe, expect, it } from "vitest";
import { safeNext, signinHref } from "../../src/web/kit";

/** Where a browser would go with `Location: <value>` from https://site.test/signin. */
const landsOn = (value: string) => new URL(value, "https://site.test/signin").origin;

describe("safeNext: only a path of this site, never sign-in itself", () => {
  it.each([
    "//evil.com",
    "//evil.com/account",
    "/\\evil.com",
    "\\\\evil.com",
    "/\\/evil.com",
    "https://evil.com",
    "http://evil.com/account",
    "javascript:alert(1)",
    "evil.com",
    " /account",
    "/account\u0000",
    "/\tevil.com",
    "/\nLocation: https://evil.com",
    "/account\r\n",
    "/acc\u007fount",
    "",
    `/${"a".repeat(2048)}`,
  ])("refuses %j", (value) => {
    expect(safeNext(value)).toBeUndefined();
  });

  it("refuses what is not a string", () => {
    for (const value of [undefined, null, 1, ["/account"], { path: "/account" }])
      expect(safeNext(value)).toBeUndefined();
  });

  it.each([
    "/signin",
    "/signin?next=%2Faccount",
    "/signin/code",
    "/signout",
    "/./signin",
    "/x/../signin",
    "/%73ignin",
    "/SIGNIN",
    "//signin",
  ])("refuses the sign-in loop %j", (value) => {
    expect(safeNext(value)).toBeUndefined();
  });

  it("percent-encoded slashes stay a path of this site", () => {
    for (const value of ["/%2F%2Fevil.com", "/%2f%2fevil.com", "/%5Cevil.com", "/%09/evil.com"]) {
      const next = safeNext(value);
      expect(next, value).toBe(value);
      expect(landsOn(next as string)).toBe("https://site.test");
    }
  });

  it("keeps an internal path with its query and fragment, normalised", () => {
    expect(safeNext("/account")).toBe("/account");
    expect(safeNext("/developers?tab=keys")).toBe("/developers?tab=keys");
    expect(safeNext("/c/abc#latest")).toBe("/c/abc#latest");
    expect(safeNext("/checkout/x/../y?token=1")).toBe("/checkout/y?token=1");
    expect(safeNext("/signing-up")).toBe("/signing-up");
  });

  it("signinHref carries only a safe next", () => {
    expect(signinHref("/account")).toBe("/signin?next=%2Faccount");
    expect(signinHref("//evil.com")).toBe("/signin");
    expect(signinHref("/signin?next=%2Faccount")).toBe("/signin");
    expect(signinHref(undefined)).toBe("/signin");
  });
});
