import type { ReactNode } from "react";
import type { AdBike } from "../../../lib/api-types";
import { AboutSection } from "./about-section";
import { AdvertisedBikes } from "./advertised-bikes";
import { LatestBlogs } from "./latest-blogs";
import { Statistics } from "./statistics";
import { SubscribeStrip } from "./subscribe-strip";
import { TopSellers } from "./top-sellers";

/** Home's sections under the first screen (from the ads slider down): their code loads after the first paint (routes/home.tsx). */
export default function BelowTheFold({ renderAdActions }: { renderAdActions?: (ad: AdBike) => ReactNode }) {
  return (
    <>
      <AdvertisedBikes renderActions={renderAdActions} />
      <Statistics />
      <TopSellers />
      <AboutSection />
      <LatestBlogs />
      <SubscribeStrip />
    </>
  );
}
