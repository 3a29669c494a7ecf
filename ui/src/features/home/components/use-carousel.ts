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
 * prefers-reduced-motion; otherwise autoplay holds while the mouse is over the slider or focus is
 * inside it and runs again when both have left. `stop`/`start`, not `pause`/`resume`: Swiper
 * resumes a paused autoplay by itself after any slide transition.
 */
export function useCarousel(delay: number): { key: string; props: SwiperProps } {
  const reduced = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);

  useEffect(() => {
    if (!swiper || reduced) return;
    const root = swiper.el;
    let hovered = false;
    let focused = root.contains(document.activeElement);
    const update = () => {
      if (swiper.destroyed) return;
      if (hovered || focused) {
        if (swiper.autoplay.running) swiper.autoplay.stop();
      } else if (!swiper.autoplay.running) {
        swiper.autoplay.start();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      hovered = event.type === "pointerenter";
      update();
    };
    const onFocusIn = () => {
      focused = true;
      update();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
      focused = false;
      update();
    };
    root.addEventListener("pointerenter", onPointer);
    root.addEventListener("pointerleave", onPointer);
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    update();
    return () => {
      root.removeEventListener("pointerenter", onPointer);
      root.removeEventListener("pointerleave", onPointer);
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [swiper, reduced]);

  return {
    // A changed preference starts a fresh slider with or without autoplay.
    key: reduced ? "still" : "moving",
    props: {
      autoplay: reduced ? false : { delay, disableOnInteraction: false },
      watchSlidesProgress: true,
      onSwiper: setSwiper,
      onAfterInit: inertHiddenSlides,
      onSetTranslate: inertHiddenSlides,
      onSlidesUpdated: inertHiddenSlides,
    },
  };
}
