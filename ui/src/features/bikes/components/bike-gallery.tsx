import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { A11y, Keyboard, Thumbs } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperClass } from "swiper/types";
import "swiper/css";
import "swiper/css/thumbs";
import { BikeImage } from "../../../components/ui/bike-image";
import { usePrefersReducedMotion } from "../../../lib/use-reduced-motion";
import "./bike-gallery.css";

export interface GalleryPhoto {
  url: string;
  cardUrl: string;
}

/** Only the slide in view can take focus or be read out (the others' buttons are out of sight). */
function inertHiddenSlides(swiper: SwiperClass) {
  swiper.slides.forEach((slide, index) => {
    slide.inert = index !== swiper.activeIndex;
  });
}

/**
 * The bike page's gallery (#13 point 2), loaded on its own after the page (bike-detail-view.tsx):
 * a swiper of the photos with thumbnails under it, arrow keys and Previous/Next buttons to go
 * through them, and a full-screen view (a modal <dialog> filling the screen) with the same keys.
 */
export default function BikeGallery({ photos, name }: { photos: GalleryPhoto[]; name: string }) {
  const reduced = usePrefersReducedMotion();
  const [main, setMain] = useState<SwiperClass | null>(null);
  const [thumbs, setThumbs] = useState<SwiperClass | null>(null);
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const count = photos.length;
  const label = (i: number) => `${name}, photo ${i + 1} of ${count}`;

  // The page's arrow keys move the gallery, except while the full-screen view has them.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (fullScreen && !dialog.open) {
      main?.keyboard.disable();
      dialog.showModal();
    }
    if (!fullScreen && dialog.open) dialog.close();
    if (!fullScreen) main?.keyboard.enable();
  }, [fullScreen, main]);

  const go = (to: number) => {
    const next = (to + count) % count;
    setIndex(next);
    main?.slideTo(next, reduced ? 0 : undefined);
  };

  const onDialogKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "ArrowLeft") go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section className="bike-gallery" aria-label={`Photos of ${name}`}>
      <Swiper
        modules={[A11y, Keyboard, Thumbs]}
        keyboard={{ enabled: true, onlyInViewport: true }}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        speed={reduced ? 0 : 300}
        a11y={{ containerMessage: null, slideLabelMessage: "Photo {{index}} of {{slidesLength}}" }}
        onSwiper={(swiper) => {
          setMain(swiper);
          inertHiddenSlides(swiper);
        }}
        onSlideChange={(swiper) => {
          setIndex(swiper.activeIndex);
          inertHiddenSlides(swiper);
        }}
        className="bike-gallery__main"
      >
        {photos.map((photo, i) => (
          <SwiperSlide key={photo.url}>
            <button
              type="button"
              className="bike-gallery__open"
              aria-label={`View ${label(i)} full screen`}
              onClick={() => setFullScreen(true)}
            >
              <BikeImage
                src={photo.url}
                alt={label(i)}
                width={800}
                height={600}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
                decoding="async"
              />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="bike-gallery__bar">
        {count > 1 && (
          <>
            <button type="button" className="btn btn--sm btn--outline" aria-label="Previous photo" onClick={() => go(index - 1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <span className="bike-gallery__count" aria-live="polite">
              Photo {index + 1} of {count}
            </span>
            <button type="button" className="btn btn--sm btn--outline" aria-label="Next photo" onClick={() => go(index + 1)}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        <button type="button" className="btn btn--sm btn--outline bike-gallery__fullscreen-button" onClick={() => setFullScreen(true)}>
          View full screen
        </button>
      </div>
      {count > 1 && (
        // Mouse and touch pick a photo here; keyboard users have the arrows and buttons above.
        <Swiper
          modules={[Thumbs]}
          onSwiper={setThumbs}
          slidesPerView="auto"
          spaceBetween={8}
          watchSlidesProgress
          className="bike-gallery__thumbs"
          aria-hidden="true"
        >
          {photos.map((photo, i) => (
            <SwiperSlide key={photo.url} className="bike-gallery__thumb">
              <BikeImage src={photo.cardUrl} alt="" width={96} height={72} loading="lazy" decoding="async" data-thumb={i} />
            </SwiperSlide>
          ))}
        </Swiper>
      )}
      <dialog
        ref={dialogRef}
        className="bike-gallery__dialog"
        aria-label={`${name}: photos, full screen`}
        onClose={() => setFullScreen(false)}
        onKeyDown={onDialogKey}
      >
        {fullScreen && (
          <div className="bike-gallery__stage">
            <div className="bike-gallery__stage-bar">
              <span aria-live="polite">
                Photo {index + 1} of {count}
              </span>
              <button type="button" className="btn btn--sm btn--outline" onClick={() => setFullScreen(false)}>
                Close full screen
              </button>
            </div>
            <img className="bike-gallery__stage-image" src={photos[index]!.url} alt={label(index)} />
            {count > 1 && (
              <div className="bike-gallery__stage-nav">
                <button type="button" className="btn btn--outline" aria-label="Previous photo" onClick={() => go(index - 1)}>
                  <span aria-hidden="true">‹</span>
                </button>
                <button type="button" className="btn btn--outline" aria-label="Next photo" onClick={() => go(index + 1)}>
                  <span aria-hidden="true">›</span>
                </button>
              </div>
            )}
          </div>
        )}
      </dialog>
    </section>
  );
}
