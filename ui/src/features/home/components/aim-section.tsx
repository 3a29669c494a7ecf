import { SectionHeading } from "../../../components/ui/section-heading";

const aims = [
  {
    title: "Honest listings",
    text: "Every bike shows its real condition, months used and engine size — and anyone can report a listing that looks wrong.",
  },
  { title: "Verified sellers", text: "Our team verifies sellers. Look for the blue badge next to a seller's name before you book." },
  { title: "Safe payments", text: "Book a bike, meet the seller, then pay by card from your dashboard with a receipt for every order." },
];

/** docs/product-spec.md §2 aim section. */
export function AimSection() {
  return (
    <section className="section container aim" aria-labelledby="aim-title">
      <SectionHeading eyebrow="Our aim" title="Make buying a used motorcycle feel like buying new" id="aim-title">
        A used bike is a big decision. We built MotoMart so you can compare, book and pay with confidence.
      </SectionHeading>
      <ul className="aim__grid">
        {aims.map((aim, index) => (
          <li key={aim.title} className="card aim__item">
            <span className="aim__number" aria-hidden="true">
              0{index + 1}
            </span>
            <h3>{aim.title}</h3>
            <p className="muted">{aim.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
