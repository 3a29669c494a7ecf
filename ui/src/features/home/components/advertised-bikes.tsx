import { lazy, type ReactNode } from "react";
import { LazyPart } from "../../../lib/lazy-part";
import type { AdBike } from "../../../lib/api-types";
import { SectionHeading } from "../../../components/ui/section-heading";
import { LoadingBlock } from "../../../components/ui/spinner";
import { useAds } from "../api/use-ads";
import { AdCard } from "./ad-card";

const AdsSlider = lazy(() => import("./ads-slider"));

/** docs/product-spec.md §2 advertised-bikes slider; the section hides itself when nothing is advertised. */
export function AdvertisedBikes({ renderActions }: { renderActions?: (ad: AdBike) => ReactNode }) {
  const { data, isPending } = useAds();
  if (isPending) return <LoadingBlock label="Loading advertised bikes" />;
  if (!data || data.length === 0) return null;
  return (
    <section className="section container" aria-labelledby="ads-title">
      <SectionHeading eyebrow="Advertised" title="Featured bikes from our sellers" id="ads-title" />
      <LazyPart
        fallback={
          <div className="ads-fallback">
            {data.slice(0, 3).map((ad) => (
              <AdCard key={ad._id} ad={ad} actions={renderActions?.(ad)} />
            ))}
          </div>
        }
      >
        <AdsSlider ads={data} renderActions={renderActions} />
      </LazyPart>
    </section>
  );
}
