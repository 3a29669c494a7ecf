import { Link } from "react-router-dom";
import { usePageTitle } from "../../lib/use-page-title";

/** docs/product-spec.md §2 404 page: exact texts, and both buttons lead to '/'. */
export default function NotFound() {
  usePageTitle("Page not found");
  return (
    <section className="container not-found">
      <p className="not-found__code">404 error</p>
      <h1>Page not found</h1>
      <p className="muted">Sorry, the page you are looking for doesn't exist.Here are some helpful links:</p>
      <div className="actions-row">
        <Link to="/" className="btn btn--outline">
          <span aria-hidden="true">←</span> Go back
        </Link>
        <Link to="/" className="btn btn--primary">
          Take me home
        </Link>
      </div>
    </section>
  );
}
