import { usePageTitle } from "../../../lib/use-page-title";
import { AboutSection } from "../components/about-section";
import { AdvertisedBikes } from "../components/advertised-bikes";
import { AimSection } from "../components/aim-section";
import { Banner } from "../components/banner";
import { CategoryCards } from "../components/category-cards";
import { LatestBlogs } from "../components/latest-blogs";
import { Statistics } from "../components/statistics";
import { SubscribeStrip } from "../components/subscribe-strip";
import { TopSellers } from "../components/top-sellers";
import "../components/home.css";

/** SPEC §2 Home. */
export default function Home() {
  usePageTitle(undefined);
  return (
    <>
      <Banner />
      <AimSection />
      <CategoryCards />
      <AdvertisedBikes />
      <Statistics />
      <TopSellers />
      <AboutSection />
      <LatestBlogs />
      <SubscribeStrip />
    </>
  );
}
