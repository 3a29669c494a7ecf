import type { Ref } from "react";
import { Link } from "react-router-dom";
import type { BannerSlideData } from "./banner-slides";
import { BikeImage } from "../../../components/ui/bike-image";

/** One banner slide, titled by its own heading; the first one is eager (it is the largest thing above the fold). */
export function BannerSlide({
  slide,
  first,
  onImageLoad,
  imageRef,
}: {
  slide: BannerSlideData;
  first: boolean;
  onImageLoad?: () => void;
  imageRef?: Ref<HTMLImageElement>;
}) {
  return (
    <div className="banner-slide">
      <BikeImage
        className="banner-slide__image"
        src={slide.image}
        alt=""
        width={1600}
        height={640}
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "auto"}
        onLoad={onImageLoad}
        ref={imageRef}
      />
      <div className="banner-slide__content">
        <p className="banner-slide__eyebrow">{slide.eyebrow}</p>
        <h2 className="banner-slide__title">{slide.title}</h2>
        <p className="banner-slide__text">{slide.text}</p>
        <Link to={slide.cta.to} className="btn btn--primary">
          {slide.cta.label}
        </Link>
      </div>
    </div>
  );
}
