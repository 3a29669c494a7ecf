import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { DayFigures } from "../../../../edge-api/src/lib/listing-figures/listing-figures";

/** The lines drawn: views, and what a view led to (saves, reveals, questions, bookings together). */
const SERIES = [
  { label: "Views", stroke: "#1f6feb", of: (d: DayFigures) => d.views },
  {
    label: "Saves, reveals, questions, bookings",
    stroke: "#d4570b",
    of: (d: DayFigures) => d.saves + d.reveals + d.questions + d.bookings,
  },
];

const CHART_HEIGHT = 180;

/**
 * A listing's days as a small line chart (uPlot, loaded only with the screens that show one). The
 * canvas is an image to screen readers, named by `summary`; the figures themselves are text beside it.
 */
export default function FiguresChart({ days, summary }: { days: DayFigures[]; summary: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000), ...SERIES.map((s) => days.map(s.of))];
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: CHART_HEIGHT,
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        series: [{}, ...SERIES.map((s) => ({ label: s.label, stroke: s.stroke, width: 2, points: { show: false } }))],
        axes: [{}, { size: 40 }],
        legend: { show: true },
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 240), height: CHART_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days]);
  return <div ref={box} className="figures-chart" role="img" aria-label={summary} />;
}
