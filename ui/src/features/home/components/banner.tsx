import { lazy } from "react";
import { AfterFirstPaint } from "../../../lib/after-first-paint";
import { BannerSlide } from "./banner-slide";
import { bannerSlides } from "./banner-slides";

const BannerSlider = lazy(() => import("./banner-slider"));

/**
 * Home banner slides: the first slide renders at once, and swiper is fetched and takes over once
 * that slide's picture (the home page's largest paint) has been painted.
 */
export function Banner() {
  return (
    <section className="container banner" aria-roledescription="carousel" aria-label="Featured">
      <AfterFirstPaint
        picture={(onLoad, ref) => <BannerSlide slide={bannerSlides[0]!} first onImageLoad={onLoad} imageRef={ref} />}
        widget={<BannerSlider />}
      />
    </section>
  );
}
