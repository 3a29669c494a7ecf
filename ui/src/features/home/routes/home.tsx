import { lazy, type ReactNode } from "react";
import { LazyPart } from "../../../lib/lazy-part";
import type { AdBike } from "../../../lib/api-types";
import { usePageTitle } from "../../../lib/use-page-title";
import { AimSection } from "../components/aim-section";
import { Banner } from "../components/banner";
import { CategoryCards } from "../components/category-cards";
import "../components/home.css";

// Keeps the home page's first-load JavaScript within its budget (ui/scripts/first-load-size.ts).
const BelowTheFold = lazy(() => import("../components/below-the-fold"));

/** docs/product-spec.md §2 Home; `renderAdActions` puts the app's actions (the heart) on each ad card. */
export default function Home({ renderAdActions }: { renderAdActions?: (ad: AdBike) => ReactNode }) {
  usePageTitle(undefined);
  return (
    <>
      <Banner />
      <AimSection />
      <CategoryCards />
      <LazyPart fallback={null}>
        <BelowTheFold renderAdActions={renderAdActions} />
      </LazyPart>
    </>
  );
}
