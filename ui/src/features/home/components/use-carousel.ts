import { useEffect, useState } from "react";
import type { SwiperProps } from "swiper/react";
import type { Swiper as SwiperClass } from "swiper/types";
import { usePrefersReducedMotion } from "../../../lib/use-reduced-motion";

/** Slides out of view are inert: Tab never lands on (and screen readers never read) a slide nobody sees. */
function inertHiddenSlides(swiper: SwiperClass) {
  for (const slide of swiper.slides) slide.inert = !slide.classList.contains(swiper.params.slideVisibleClass ?? "swiper-slide-visible");
}

/**
 * What the home sliders share for keyboard and motion (WCAG 2.2.2): no autoplay at all under
 * prefers-reduced-motion; otherwise the next slide every `delay` ms after the last change (a
 * swipe or a button's too), holding while the mouse is over the slider or focus is inside it.
 *
 * A timer of its own, not Swiper's Autoplay module: that one runs a requestAnimationFrame loop for
 * as long as it plays (to report the time left), so the home page never went idle: 8 % of a core
 * in headless Chromium, a phone's page woken 60 times a second by each slider.
 */
export function useCarousel(delay: number): SwiperProps {
  const reduced = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);

  useEffect(() => {
    if (!swiper || reduced) return;
    const root = swiper.el;
    let hovered = false;
    let focused = root.contains(document.activeElement);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const advance = () => {
      if (swiper.destroyed) return;
      // At the end of a slider that does not loop, back to its first slide.
      if (swiper.isEnd && !swiper.params.loop && !swiper.params.rewind) swiper.slideTo(0);
      else swiper.slideNext();
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      if (swiper.destroyed || hovered || focused) return;
      timer = setTimeout(advance, delay);
    };
    const onPointer = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      hovered = event.type === "pointerenter";
      schedule();
    };
    const onFocusIn = () => {
      focused = true;
      schedule();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
      focused = false;
      schedule();
    };
    swiper.on("slideChangeTransitionEnd", schedule);
    root.addEventListener("pointerenter", onPointer);
    root.addEventListener("pointerleave", onPointer);
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    schedule();
    return () => {
      clearTimeout(timer);
      if (!swiper.destroyed) swiper.off("slideChangeTransitionEnd", schedule);
      root.removeEventListener("pointerenter", onPointer);
      root.removeEventListener("pointerleave", onPointer);
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [swiper, reduced, delay]);

  return {
    watchSlidesProgress: true,
    onSwiper: setSwiper,
    onAfterInit: inertHiddenSlides,
    onSetTranslate: inertHiddenSlides,
    onSlidesUpdated: inertHiddenSlides,
  };
}
