import { A11y, Navigation } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import type { ReactNode } from "react";
import type { AdBike } from "../../../lib/api-types";
import { AdCard } from "./ad-card";
import { useCarousel } from "./use-carousel";

/** docs/product-spec.md §9: the ads slider autoplays every 3000 ms. */
const ADS_AUTOPLAY_MS = 3000;

/** Only slides in view can take focus; autoplay holds on hover and focus, and is off under reduced motion. */
export default function AdsSlider({ ads, renderActions }: { ads: AdBike[]; renderActions?: (ad: AdBike) => ReactNode }) {
  const carousel = useCarousel(ADS_AUTOPLAY_MS);
  return (
    <div className="ads-slider">
      <div className="ads-slider__nav">
        <button type="button" className="icon-button ads-slider__prev" aria-label="Previous bikes">
          ‹
        </button>
        <button type="button" className="icon-button ads-slider__next" aria-label="Next bikes">
          ›
        </button>
      </div>
      <Swiper
        {...carousel}
        modules={[A11y, Navigation]}
        navigation={{ prevEl: ".ads-slider__prev", nextEl: ".ads-slider__next" }}
        spaceBetween={20}
        slidesPerView={1.1}
        breakpoints={{ 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3 }, 1320: { slidesPerView: 4 } }}
        loop={ads.length > 4}
        className="ads-swiper"
      >
        {ads.map((ad) => (
          <SwiperSlide key={ad._id}>
            <AdCard ad={ad} actions={renderActions?.(ad)} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
