import { Link, useParams } from "react-router-dom";
import { ErrorState } from "../../../components/ui/error-state";
import { LoadingBlock } from "../../../components/ui/spinner";
import { formatDate } from "../../../lib/format";
import { usePageTitle } from "../../../lib/use-page-title";
import { useBlog } from "../api/use-blog";
import { BlogSidebar } from "../components/blog-sidebar";
import "../components/blog.css";
import { BikeImage } from "../../../components/ui/bike-image";

/** The blog detail screen (docs/product-spec.md leaves it open): the whole article with the sidebar. */
export default function BlogDetail() {
  const { id } = useParams();
  const { data: blog, isPending, error, refetch } = useBlog(id);
  usePageTitle(blog?.header);
  return (
    <div className="container">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/">Home</Link> / <Link to="/blog">Blog</Link>
      </nav>
      <div className="blog-layout">
        <div>
          {isPending && <LoadingBlock label="Loading article" />}
          {error && (
            <ErrorState
              error={error}
              onRetry={() => void refetch()}
              actions={
                <Link to="/blog" className="btn btn--outline">
                  All articles
                </Link>
              }
            />
          )}
          {blog && (
            <article className="panel article">
              <p className="blog-card__date">
                <time dateTime={blog.date}>{formatDate(blog.date)}</time>
              </p>
              <h1>{blog.header}</h1>
              <BikeImage className="article__image" src={blog.Img} alt="" width={800} height={600} />
              {blog.pOne.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
              <Link to="/blog" className="btn btn--outline">
                ← All articles
              </Link>
            </article>
          )}
        </div>
        <BlogSidebar />
      </div>
    </div>
  );
}
