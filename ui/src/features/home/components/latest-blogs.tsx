import { Link } from "react-router-dom";
import { BlogCard } from "../../../components/cards/blog-card";
import { SectionHeading } from "../../../components/ui/section-heading";
import { LoadingBlock } from "../../../components/ui/spinner";
import { ErrorState } from "../../../components/ui/error-state";
import { useLatestBlogs } from "../api/use-latest-blogs";

/** docs/product-spec.md §2 latest blogs (from blogsLimit). */
export function LatestBlogs() {
  const { data, isPending, error, refetch } = useLatestBlogs();
  return (
    <section className="section container" aria-labelledby="blogs-title">
      <div className="section-row">
        <SectionHeading eyebrow="From the blog" title="Latest stories and tips" id="blogs-title" />
        <Link to="/blog" className="btn btn--outline">
          All articles
        </Link>
      </div>
      {isPending && <LoadingBlock label="Loading blogs" />}
      {error && <ErrorState error={error} onRetry={() => void refetch()} />}
      {data && (
        <div className="blog-grid">
          {data.map((blog) => (
            <BlogCard key={blog._id} blog={blog} />
          ))}
        </div>
      )}
    </section>
  );
}
