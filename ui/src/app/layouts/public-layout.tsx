import { Footer } from "../../components/layout/footer";
import { Header } from "../../components/layout/header";
import { RouteOutlet } from "../../components/layout/route-outlet";
import { ScrollToTop } from "../../components/layout/scroll-to-top";

/** docs/product-spec.md §2 public area: header, content, footer and the scroll-to-top button. */
export function PublicLayout() {
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="page__main">
        <RouteOutlet />
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
