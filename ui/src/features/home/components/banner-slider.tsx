import { Autoplay, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/pagination";
import { BannerSlide } from "./banner-slide";
import { BANNER_AUTOPLAY_MS, bannerSlides } from "./banner-slides";

/** The swiper banner; loaded after the first paint (the static first slide shows meanwhile). */
export default function BannerSlider() {
  return (
    <Swiper
      modules={[Autoplay, Pagination]}
      autoplay={{ delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      pagination={{ clickable: true }}
      loop
      a11y={{ enabled: true }}
      className="banner-swiper"
    >
      {bannerSlides.map((slide, index) => (
        <SwiperSlide key={slide.image}>
          <BannerSlide slide={slide} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
