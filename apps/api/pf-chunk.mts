import { readdirSync, readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
for (const dir of ["pages-patient", "pages-console"]) {
  for (const name of readdirSync(`/tmp/shots/${dir}`)) {
    const f = `/tmp/shots/${dir}/${name}`;
    const b = readFileSync(f);
    const w = b.readUInt32BE(16),
      h = b.readUInt32BE(20);
    const ch = w === 390 ? 1100 : 1300;
    if (h <= ch + 250) continue;
    await page.setViewportSize({ width: w, height: Math.min(h, 16000) });
    await page.setContent(
      `<html><body style="margin:0"><img src="data:image/png;base64,${b.toString("base64")}" style="display:block"></body></html>`,
    );
    await page.waitForLoadState("load");
    for (let y = 0, i = 0; y < h; y += ch, i++) {
      await page.screenshot({
        path: `/tmp/shots-view/${dir}-${name.replace(".png", "")}-${String(i).padStart(2, "0")}.png`,
        clip: { x: 0, y, width: w, height: Math.min(ch, h - y) },
        fullPage: true,
      });
    }
  }
}
await browser.close();
