import { Link } from "react-router-dom";
import { ErrorState } from "../../../components/ui/error-state";
import { LoadingBlock } from "../../../components/ui/spinner";
import { SectionHeading } from "../../../components/ui/section-heading";
import { EmptyState } from "../../../components/ui/empty-state";
import { useCategories } from "../../../lib/queries/use-categories";

/** docs/product-spec.md §2: category cards, each linking to category/{id}, with the category's svg icon. */
export function CategoryCards() {
  const { data, error, isPending, refetch } = useCategories();
  return (
    <section id="categories" className="section section--tint" aria-labelledby="categories-title">
      <div className="container">
        <SectionHeading eyebrow="Shop by category" title="What do you want to ride?" id="categories-title" />
        {isPending && <LoadingBlock label="Loading categories" />}
        {error && <ErrorState error={error} onRetry={() => void refetch()} />}
        {data && data.length === 0 && <EmptyState title="No categories yet" />}
        {data && data.length > 0 && (
          <ul className="category-grid">
            {data.map((category) => (
              <li key={category._id}>
                <Link to={`/category/${category._id}`} className="category-card">
                  <span className="category-card__icon">
                    <svg viewBox={`0 0 ${category.wi} ${category.hi}`} width={category.wi} height={category.hi} aria-hidden="true">
                      <path d={category.svgImg} fill="currentColor" />
                    </svg>
                  </span>
                  <span className="category-card__name">{category.categoryName}</span>
                  <span className="category-card__cta" aria-hidden="true">
                    View bikes →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
