import type { DayFigures } from "../../../../edge-api/src/lib/listing-figures/listing-figures";
import { pluralize } from "../../lib/english";

export type Figures = Omit<DayFigures, "day">;

/** Each figure with the word it is counted in, in the order every screen lists them. */
export const FIGURE_KINDS: { kind: keyof Figures; one: string; label: string }[] = [
  { kind: "views", one: "view", label: "Views" },
  { kind: "saves", one: "save", label: "Saves" },
  { kind: "reveals", one: "phone reveal", label: "Phone reveals" },
  { kind: "questions", one: "question", label: "Questions" },
  { kind: "bookings", one: "booking", label: "Bookings" },
];

/** "120 views · 3 saves · 0 phone reveals · 1 question · 0 bookings". */
export const figuresSentence = (figures: Figures) => FIGURE_KINDS.map(({ kind, one }) => pluralize(figures[kind], one)).join(" · ");
