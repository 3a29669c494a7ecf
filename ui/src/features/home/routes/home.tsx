import { lazy, Suspense } from "react";
import { usePageTitle } from "../../../lib/use-page-title";
import { AimSection } from "../components/aim-section";
import { Banner } from "../components/banner";
import { CategoryCards } from "../components/category-cards";
import "../components/home.css";

// Keeps the home page's first-load JavaScript within its budget (ui/scripts/first-load-size.ts).
const BelowTheFold = lazy(() => import("../components/below-the-fold"));

/** docs/product-spec.md §2 Home. */
export default function Home() {
  usePageTitle(undefined);
  return (
    <>
      <Banner />
      <AimSection />
      <CategoryCards />
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
