/** The Lighthouse step's rows in docs/benchmarks.md's summary and its own section (report.ts). */
import { relative } from "node:path";
import { ROOT } from "../lib/process";
import type { FailingAudit } from "./lighthouse-audits";
import {
  LIGHTHOUSE_LCP_TARGET_MS,
  meetsOtherCategoriesGoal,
  meetsPerformanceGoal,
  PERFORMANCE_TARGET,
  type LighthousePage,
  type LighthouseResult,
} from "./lighthouse";

const mark = (ok: boolean) => (ok ? "✅" : "❌");
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : "–");
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : "–");
const otherScores = (p: LighthousePage) => `${p.scores.accessibility} / ${p.scores["best-practices"]} / ${p.scores.seo}`;

export function lighthouseSummaryRows(l: LighthouseResult): string[] {
  return l.pages.flatMap((p) => [
    `| Lighthouse, ${p.page} page \`${p.path}\` (mobile: simulated slow 4G, 4× slower CPU; median of ${l.runs} runs, edge cache warm): performance, LCP | ${p.scores.performance}, ${seconds(p.lcpMs)} | ≥ ${PERFORMANCE_TARGET}, ≤ ${seconds(LIGHTHOUSE_LCP_TARGET_MS)} | ${mark(meetsPerformanceGoal(p))} |`,
    `| Lighthouse, ${p.page} page: accessibility / best practices / SEO | ${otherScores(p)} | 100 / 100 / 100 | ${mark(meetsOtherCategoriesGoal(p))} |`,
  ]);
}

const auditLine = (a: FailingAudit) => `\`${a.id}\` ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`;

function pageFindings(p: LighthousePage): string[] {
  const failed = p.failing.filter((a) => a.score !== null);
  // An audit that errored says nothing about the page; listed apart, with Lighthouse's reasons once each.
  const errored = p.failing.filter((a) => a.score === null);
  const categories = [...new Set(failed.map((a) => a.category))];
  const lines = categories.map(
    (category) =>
      `- ${category}: ${failed
        .filter((a) => a.category === category)
        .map(auditLine)
        .join("; ")}`,
  );
  if (errored.length) {
    const reasons = [...new Set(errored.map((a) => a.errorMessage ?? "no message"))];
    lines.push(
      `- not measured (the audit errored): ${errored.map((a) => `\`${a.id}\``).join(", ")}; Lighthouse's reasons: ${reasons.join(" / ")}`,
    );
  }
  if (p.consoleErrors.length) lines.push(`- console errors: ${p.consoleErrors.map((e) => `\`${e.replaceAll("`", "'")}\``).join("; ")}`);
  if (p.warnings.length) lines.push(`- Lighthouse's warnings: ${p.warnings.join("; ")}`);
  if (!lines.length) return [];
  return [`The ${p.page} page (\`${p.path}\`): what Lighthouse's report lists as failed, in the categories below 100:`, "", ...lines, ""];
}

export function lighthouseSection(l: LighthouseResult): string[] {
  return [
    "## Lighthouse (mobile, its defaults)",
    "",
    `Lighthouse ${l.lighthouseVersion} (npm) through its Node API with its default configuration, as its CLI runs it: ${l.settings}`,
    "(scripts/bench/lighthouse.ts), a new headless Chromium for each run. The pages come from another instance of the bench",
    "Worker with the UI build as its static assets and, unlike the steps above, its edge cache on, as deployed, reached",
    "through Miniflare's entry worker, which compresses text answers as Cloudflare's front line does. Each page had one",
    `uncounted run first, which filled the cache with its HTML and API answers, then ${l.runs} runs, of which the table shows`,
    "Lighthouse's median run (closest to the median FCP and time to interactive; its core/lib/median-run.js). The",
    "throttling is simulated from what the run observed, so a busy shared machine moves the figures (TBT most): Lighthouse",
    `rated this one's CPU ${l.benchmarkIndex.toFixed(0)} (its benchmark index). Browser: ${l.browser}. Each page's median run is`,
    `Lighthouse's own HTML report in \`${relative(ROOT, l.reportsDir)}/<page>.html\`.`,
    "",
    `| page | performance | LCP | FCP | TBT | CLS | accessibility | best practices | SEO | goal: performance ≥ ${PERFORMANCE_TARGET}, LCP ≤ ${seconds(LIGHTHOUSE_LCP_TARGET_MS)} | goal: the other three 100 |`,
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...l.pages.map(
      (p) =>
        `| ${p.page} \`${p.path}\` | ${p.scores.performance} | ${seconds(p.lcpMs)} | ${seconds(p.fcpMs)} | ${ms(p.tbtMs)} | ${p.cls.toFixed(3)} | ${p.scores.accessibility} | ${p.scores["best-practices"]} | ${p.scores.seo} | ${mark(meetsPerformanceGoal(p))} | ${mark(meetsOtherCategoriesGoal(p))} |`,
    ),
    "",
    ...l.pages.flatMap(pageFindings),
  ];
}
