import { BrandMark } from "./brand";
import "./footer.css";

/** docs/product-spec.md §2 footer: brand, tagline, three link groups (no destinations) and the 2022 line. */
const groups = [
  { title: "More from Motorcycle", links: ["Sell Fast", "Membership", "Banner Ads", "Ad Promotions", "BikesGuide"] },
  { title: "Help & Support", links: ["FAQ", "Stay safe", "Contact Us"] },
  { title: "About Motorcycle", links: ["About Us", "Careers", "Terms and Conditions", "Privacy policy"] },
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
              {group.links.map((label) => (
                <li key={label}>
                  <a className="site-footer__link">{label}</a>
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
