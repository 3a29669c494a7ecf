import { Link } from "react-router-dom";
import { INFO_ROUTES, PUBLIC_ROUTES } from "../../../../edge-api/src/seo/app-paths";
import { BrandMark } from "./brand";
import "./footer.css";

/**
 * docs/product-spec.md §2 footer: brand, tagline, three link groups and the 2022 line. The spec's
 * links had no destination; each now opens its own short page (features/info, at INFO_ROUTES'
 * paths), and Contact Us the contact page.
 */
const groups: { title: string; links: { label: string; path: string }[] }[] = [
  {
    title: "More from Motorcycle",
    links: [
      { label: "Sell Fast", path: INFO_ROUTES.sellFast },
      { label: "Membership", path: INFO_ROUTES.membership },
      { label: "Banner Ads", path: INFO_ROUTES.bannerAds },
      { label: "Ad Promotions", path: INFO_ROUTES.adPromotions },
      { label: "BikesGuide", path: INFO_ROUTES.bikesGuide },
    ],
  },
  {
    title: "Help & Support",
    links: [
      { label: "FAQ", path: INFO_ROUTES.faq },
      { label: "Stay safe", path: INFO_ROUTES.staySafe },
      { label: "Contact Us", path: PUBLIC_ROUTES.contact },
    ],
  },
  {
    title: "About Motorcycle",
    links: [
      { label: "About Us", path: INFO_ROUTES.about },
      { label: "Careers", path: INFO_ROUTES.careers },
      { label: "Terms and Conditions", path: INFO_ROUTES.terms },
      { label: "Privacy policy", path: INFO_ROUTES.privacy },
    ],
  },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="brand brand--footer">
            <BrandMark />
            <span className="brand__name">
              Moto<span>Mart</span>
            </span>
          </p>
          <p className="site-footer__tagline">The trusted marketplace for pre-owned motorcycles — from verified sellers to happy riders.</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title} className="site-footer__group">
            <h2 className="site-footer__title">{group.title}</h2>
            <ul>
              {group.links.map(({ label, path }) => (
                <li key={label}>
                  <Link to={`/${path}`} className="site-footer__link">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__bottom">
        <p className="container">Copyright © 2022 - All right reserved by MotoMart</p>
      </div>
    </footer>
  );
}
