import { useCountUp } from "./use-count-up";

/** docs/product-spec.md §9: fixed counters counting up over 8 s. */
const COUNT_UP_MS = 8000;
const stats = [
  { label: "Users", value: 5000 },
  { label: "Sellers", value: 2055 },
  { label: "Buyers", value: 2945 },
  { label: "Posts", value: 9000 },
];

function Counter({ label, value }: { label: string; value: number }) {
  const { ref, value: shown } = useCountUp<HTMLDivElement>(value, COUNT_UP_MS);
  return (
    <div ref={ref} className="stat">
      <dt className="stat__label">{label}</dt>
      <dd className="stat__value">
        {/* A <dd> may not carry aria-label (axe aria-prohibited-attr): screen readers get the final figure as text. */}
        <span className="visually-hidden">{value}+</span>
        <span aria-hidden="true">{shown}+</span>
      </dd>
    </div>
  );
}

export function Statistics() {
  return (
    <section className="stats" aria-label="Statistics">
      <dl className="container stats__grid">
        {stats.map((stat) => (
          <Counter key={stat.label} {...stat} />
        ))}
      </dl>
    </section>
  );
}
