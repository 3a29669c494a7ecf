import { lazy } from "react";
import { HOME_TITLE } from "../../../../../edge-api/src/seo/page-text";
import { AfterFirstPaint } from "../../../lib/after-first-paint";
import { BannerSlide } from "./banner-slide";
import { bannerSlides } from "./banner-slides";

const BannerSlider = lazy(() => import("./banner-slider"));

/**
 * Home banner slides: the first slide renders at once, and swiper is fetched and takes over once
 * that slide's picture (the home page's largest paint) has been painted. The page's one level-1
 * heading stands before the carousel: a slide out of view is inert, so a heading inside the first
 * would leave the page without one, for screen readers, whenever another slide shows.
 */
export function Banner() {
  return (
    <>
      <h1 className="visually-hidden">{HOME_TITLE}</h1>
      <section className="container banner" aria-roledescription="carousel" aria-label="Featured">
        <AfterFirstPaint
          picture={(onLoad, ref) => <BannerSlide slide={bannerSlides[0]!} first onImageLoad={onLoad} imageRef={ref} />}
          widget={<BannerSlider />}
        />
      </section>
    </>
  );
}
