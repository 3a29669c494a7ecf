import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./test";

/**
 * No serious or critical axe-core violations (WCAG 2.x A/AA rules and best practices) on the
 * page as it is now. A failure lists each violation with the elements it found, so it can be
 * fixed where it is; `where` names the state checked (e.g. "at 390 px").
 */
export async function expectNoSeriousAxeViolations(page: Page, where = "") {
  // Let entrance animations finish so colours are measured as the user sees them.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
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
