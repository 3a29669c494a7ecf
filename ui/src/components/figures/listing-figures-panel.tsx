import { lazy, Suspense } from "react";
import { ErrorState } from "../ui/error-state";
import { LoadingBlock } from "../ui/spinner";
import { useListingDays } from "../../lib/queries/use-listing-figures";
import { FIGURE_KINDS, type Figures } from "./figure-words";
import "./listing-figures.css";

const FiguresChart = lazy(() => import("./figures-chart"));

/** The edit page's "Last 30 days": what this listing's ad did, in figures and a small chart. */
export function ListingFiguresPanel({ bikeId }: { bikeId: number }) {
  const figures = useListingDays(bikeId);
  if (figures.error) return <ErrorState error={figures.error} onRetry={() => void figures.refetch()} />;
  if (!figures.data) return <LoadingBlock label="Loading this listing's figures" />;
  const { days } = figures.data;
  const totals = Object.fromEntries(FIGURE_KINDS.map(({ kind }) => [kind, days.reduce((sum, day) => sum + day[kind], 0)])) as Figures;
  const busiest = days.reduce((best, day) => (day.views > best.views ? day : best), days[0]!);
  const summary = `Views per day over the last 30 days: ${totals.views} in all${totals.views ? `, most on ${busiest.day} (${busiest.views})` : ""}.`;
  return (
    <section className="panel listing-figures" aria-labelledby="listing-figures-heading">
      <h2 id="listing-figures-heading">Last 30 days</h2>
      <dl className="listing-figures__totals">
        {FIGURE_KINDS.map(({ kind, label }) => (
          <div key={kind}>
            <dt>{label}</dt>
            <dd>{totals[kind]}</dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={<LoadingBlock label="Loading the chart" />}>
        <FiguresChart days={days} summary={summary} />
      </Suspense>
      <p className="field__hint">A visitor counts once a day; your own visits and search engines' crawlers do not count.</p>
    </section>
  );
}
