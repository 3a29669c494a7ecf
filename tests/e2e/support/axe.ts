import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./test";

/**
 * Whether the page holds a frame of another origin (the card fields on the payment page). axe's
 * default run checks such frames, and to merge their results it opens a blank page and loads axe
 * into it again: about 1 s of a 2 s check. Without them its legacy run, one pass over the page and
 * its same-origin frames, finds the same violations, so it is used there.
 */
function hasCrossOriginFrames(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    const url = frame.url();
    return frame !== page.mainFrame() && !url.startsWith("about:") && new URL(url).origin !== origin;
  });
}

/**
 * No serious or critical axe-core violations (WCAG 2.x A/AA rules and best practices) on the
 * page as it is now. A failure lists each violation with the elements it found, so it can be
 * fixed where it is; `where` names the state checked (e.g. "at 390 px").
 */
export async function expectNoSeriousAxeViolations(page: Page, where = "") {
  // Let entrance animations finish so colours are measured as the user sees them.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .setLegacyMode(!hasCrossOriginFrames(page))
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(" ")} — ${node.failureSummary?.split("\n").slice(1).join(" ").trim()}`),
    }));
  expect(serious, `axe violations on ${new URL(page.url()).pathname}${where ? ` ${where}` : ""}`).toEqual([]);
}
