import { A11y, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/pagination";
import { BannerSlide } from "./banner-slide";
import { BANNER_AUTOPLAY_MS, bannerSlides } from "./banner-slides";
import { useCarousel } from "./use-carousel";

/**
 * The swiper banner; loaded after the first paint (the static first slide shows meanwhile). Only
 * the visible slide can take focus; autoplay holds on hover and focus, and is off under reduced motion.
 */
export default function BannerSlider() {
  const carousel = useCarousel(BANNER_AUTOPLAY_MS);
  return (
    <Swiper {...carousel} modules={[A11y, Pagination]} pagination={{ clickable: true }} loop className="banner-swiper">
      {bannerSlides.map((slide, index) => (
        <SwiperSlide key={slide.image}>
          <BannerSlide slide={slide} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
