/**
 * In each Lighthouse category below 100, the audits its own report lists as failed (its
 * showAsPassed: a score under 0.9, 0 for a yes/no audit, or an error), so the bench report says what
 * to fix; what it does not score (manual checks, not applicable, informative, hidden) is left out.
 */
import type { Result } from "lighthouse";
import { ReportUtils } from "lighthouse/report/renderer/report-utils.js";

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  /** 0–1; null when the audit errored. */
  score: number | null;
  /** Lighthouse's short figure for it (e.g. "Potential savings of 120 KiB"), when it has one. */
  displayValue?: string;
  /** Why it errored, when it did. */
  errorMessage?: string;
}

const UNSCORED = new Set(["manual", "notApplicable", "informative"]);

export function failingAudits(lhr: Result): FailingAudit[] {
  return Object.values(lhr.categories)
    .filter((category) => category.score !== 1)
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.group !== "hidden")
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => !UNSCORED.has(audit.scoreDisplayMode) && !ReportUtils.showAsPassed(audit))
        .map(({ id, title, score, displayValue, errorMessage }) => ({
          category: category.id,
          id,
          title,
          score,
          displayValue,
          errorMessage,
        })),
    );
}
