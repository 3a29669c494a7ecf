import { lazy, Suspense } from "react";
import { BannerSlide } from "./banner-slide";
import { bannerSlides } from "./banner-slides";

const BannerSlider = lazy(() => import("./banner-slider"));

/** Home banner slides: the first slide renders at once, swiper takes over when it has loaded. */
export function Banner() {
  return (
    <section className="container banner" aria-roledescription="carousel" aria-label="Featured">
      <Suspense fallback={<BannerSlide slide={bannerSlides[0]!} first />}>
        <BannerSlider />
      </Suspense>
    </section>
  );
}
