import { Link } from "react-router-dom";
import type { INFO_ROUTES } from "../../../../../edge-api/src/seo/app-paths";
import { usePageTitle } from "../../../lib/use-page-title";
import { INFO_PAGES } from "../content";
import { infoPath, publicPath } from "../utils/paths";
import "./info.css";

/** The "Help & Support" pages every info page offers as a way on (Contact Us is its own button). */
const HELP_PAGES = ["faq", "staySafe"] as const;

/**
 * One of the footer's pages (/faq, /terms, … — INFO_ROUTES): a short, plain article with its title,
 * lead and body (content/), then a way on: the other help pages, the bikes for sale and the contact page.
 */
export default function InfoPage({ page }: { page: keyof typeof INFO_ROUTES }) {
  const { title, lead, body } = INFO_PAGES[page];
  usePageTitle(title);
  return (
    <article className="container narrow-page info-page" aria-labelledby="info-page-title">
      <header className="info-page__head">
        <h1 id="info-page-title">{title}</h1>
        <p className="info-page__lead muted">{lead}</p>
      </header>
      <div className="info-page__body">{body}</div>
      <nav className="info-page__next" aria-label="Where next">
        <ul className="actions-row">
          {HELP_PAGES.filter((help) => help !== page).map((help) => (
            <li key={help}>
              <Link to={infoPath(help)} className="btn btn--outline">
                {INFO_PAGES[help].title}
              </Link>
            </li>
          ))}
          <li>
            <Link to={publicPath("search")} className="btn btn--primary">
              See bikes for sale
            </Link>
          </li>
          <li>
            <Link to={publicPath("contact")} className="btn btn--outline">
              Contact us
            </Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
