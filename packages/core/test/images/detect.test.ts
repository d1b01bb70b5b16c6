import { describe, expect, it } from "vitest";
import { detectImageFormat } from "../../src/images/detect";
import { bytes, ftyp, GIF, HEIC, JPEG, PNG, SVG, WEBP } from "./samples";

const NOT_AN_IMAGE = "not a JPEG, PNG, HEIC, GIF, WebP or SVG image";

describe("detectImageFormat: accepted formats, by content only", () => {
  it.each([
    ["JPEG", JPEG, "image/jpeg"],
    ["PNG", PNG, "image/png"],
    ["GIF87a", bytes("GIF87a", [1, 0, 1, 0]), "image/gif"],
    ["GIF89a", GIF, "image/gif"],
    ["WebP", WEBP, "image/webp"],
    ["HEIC (major heic)", HEIC, "image/heic"],
    ["HEIC (major heix)", ftyp("heix", ["mif1"]), "image/heic"],
    ["HEIF (major mif1, compatible heic)", ftyp("mif1", ["heic"]), "image/heic"],
    ["HEIF sequence (major msf1)", ftyp("msf1", ["hevc"]), "image/heic"],
    ["SVG", SVG, "image/svg+xml"],
    [
      "SVG after BOM, XML declaration, comment and doctype",
      bytes(
        [0xef, 0xbb, 0xbf],
        '<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg\n width="2"></svg>',
      ),
      "image/svg+xml",
    ],
    ["SVG with leading whitespace", bytes("  \n\t<svg>"), "image/svg+xml"],
  ])("%s -> %s", (_label, sample, mimeType) => {
    expect(detectImageFormat(sample)).toEqual({ ok: true, mimeType });
  });
});

describe("detectImageFormat: lookalikes are refused", () => {
  it.each([
    ["empty", new Uint8Array(0), "the image is empty"],
    ["text", bytes("hello, this is a rash photo"), NOT_AN_IMAGE],
    ["PDF", bytes("%PDF-1.7\n"), NOT_AN_IMAGE],
    ["two JPEG bytes only", bytes([0xff, 0xd8]), NOT_AN_IMAGE],
    [
      "PNG signature with a wrong byte",
      bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00]),
      NOT_AN_IMAGE,
    ],
    ["GIF88a", bytes("GIF88a", [0, 0]), NOT_AN_IMAGE],
    ["RIFF WAVE (not WebP)", bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "), NOT_AN_IMAGE],
    ["MP4 ftyp (isom)", ftyp("isom", ["iso2", "mp41"]), NOT_AN_IMAGE],
    [
      "AVIF (major avif, compatible mif1)",
      ftyp("avif", ["mif1", "avif"]),
      "an AVIF image, which is not accepted; send JPEG, PNG, HEIC, GIF, WebP or SVG",
    ],
    [
      "AVIF (major mif1, compatible avif)",
      ftyp("mif1", ["avif"]),
      "an AVIF image, which is not accepted; send JPEG, PNG, HEIC, GIF, WebP or SVG",
    ],
    [
      "ftyp box size larger than the file",
      bytes([0, 0, 1, 0], "ftypheic", [0, 0, 0, 0]),
      NOT_AN_IMAGE,
    ],
    ["HTML", bytes("<!DOCTYPE html><html><body><svg></svg></body></html>"), NOT_AN_IMAGE],
    ["XML with another root", bytes('<?xml version="1.0"?><note>svg</note>'), NOT_AN_IMAGE],
    ["<svgx> root", bytes("<svgx>"), NOT_AN_IMAGE],
    ["SVG with an unterminated comment", bytes("<!-- <svg>"), NOT_AN_IMAGE],
    ["SVG as UTF-16", new Uint8Array(Buffer.from("\ufeff<svg></svg>", "utf16le")), NOT_AN_IMAGE],
    ["SVG with invalid UTF-8", bytes("<svg>", [0xff, 0xfe], "</svg>"), NOT_AN_IMAGE],
    [
      "SVG with entity declarations",
      bytes('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'),
      "an SVG with a DOCTYPE internal subset (entity declarations), which is not accepted",
    ],
  ])("%s", (_label, sample, reason) => {
    expect(detectImageFormat(sample)).toEqual({ ok: false, reason });
  });

  it("scans a 10 MB prolog of comments in linear time", () => {
    const sample = new Uint8Array(Buffer.from(`${"<!---->".repeat(1_400_000)}<svg/>`));
    const started = performance.now();
    expect(detectImageFormat(sample)).toEqual({ ok: true, mimeType: "image/svg+xml" });
    expect(performance.now() - started).toBeLessThan(5000); // quadratic rescanning would take minutes
  });
});
