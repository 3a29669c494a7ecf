import { Link } from "react-router-dom";
import { BikeImage } from "../../../components/ui/bike-image";

/** docs/product-spec.md §2 about section. */
export function AboutSection() {
  return (
    <section className="section section--tint" aria-labelledby="about-title">
      <div className="container about">
        <BikeImage
          className="about__image"
          src="/images/blogs/road-trip.svg"
          alt=""
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
        />
        <div>
          <p className="eyebrow">About us</p>
          <h2 id="about-title">A marketplace built by riders, for riders</h2>
          <p className="muted">
            MotoMart started with a simple idea: buying a used motorcycle should be as clear as buying a new one. Sellers list with real
            photos, honest conditions and engine details; buyers filter by what matters and book in a minute.
          </p>
          <p className="muted">
            Our team verifies sellers, reviews reported listings and keeps payments safe — so you can focus on the ride.
          </p>
          <div className="actions-row">
            <Link to="/signUp" className="btn btn--dark">
              Join MotoMart
            </Link>
            <Link to="/contactUs" className="btn btn--outline">
              Talk to us
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
