export interface BannerSlideData {
  image: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
}

export const bannerSlides: BannerSlideData[] = [
  {
    image: "/images/banner/banner-1.svg",
    eyebrow: "Pre-owned, well loved",
    title: "Find your next ride at a fair price",
    text: "Browse hundreds of used motorcycles from verified sellers — filtered by city, model and engine size.",
    cta: { label: "Browse categories", to: "/#categories" },
  },
  {
    image: "/images/banner/banner-2.svg",
    eyebrow: "For sellers",
    title: "Sell your bike fast, to serious buyers",
    text: "List in two minutes, advertise on the home page and get booked by buyers near you.",
    cta: { label: "Start selling", to: "/dashboard/addproduct" },
  },
  {
    image: "/images/banner/banner-3.svg",
    eyebrow: "Book and pay online",
    title: "Book today, ride this weekend",
    text: "Reserve a bike in one click and pay securely by card from your dashboard.",
    cta: { label: "Read buying tips", to: "/blog" },
  },
];

/** docs/product-spec.md §9: the home banner autoplays every 5000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;
