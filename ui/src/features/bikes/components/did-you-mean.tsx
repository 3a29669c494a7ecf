import { Link } from "react-router-dom";
import { useSearchSuggestions } from "../../../lib/queries/use-search-suggestions";

/** How many corrections an empty or fallen-back search offers. */
const CORRECTIONS = 3;

/** Where a suggested brand or model leads: a model to exactly its bikes (#33), a brand to its search. */
const suggestionLink = ({ text, kind }: { text: string; kind: "brand" | "model" }) =>
  `/bikes?${new URLSearchParams(kind === "model" ? { q: text, model: text } : { q: text }).toString()}`;

/** "Did you mean: Yamaha MT-07 · Yamaha": brands and models close to what was typed, each a search of its own. */
export function DidYouMean({ text }: { text: string }) {
  const suggestions = useSearchSuggestions(text);
  const items = (suggestions.data?.suggestions ?? [])
    .filter((item) => item.text.toLowerCase() !== text.trim().toLowerCase())
    .slice(0, CORRECTIONS);
  if (!items.length) return null;
  return (
    <p className="did-you-mean">
      Did you mean:{" "}
      {items.map((item, index) => (
        <span key={`${item.kind}:${item.text}`}>
          {index > 0 && " · "}
          <Link to={suggestionLink(item)}>{item.text}</Link>
        </span>
      ))}
      ?
    </p>
  );
}
