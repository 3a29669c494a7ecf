import { BlogCard } from "../../../components/cards/blog-card";
import { EmptyState } from "../../../components/ui/empty-state";
import { ErrorState } from "../../../components/ui/error-state";
import { LoadMore } from "../../../components/ui/load-more";
import { LoadingBlock } from "../../../components/ui/spinner";
import { BLOG_TITLE } from "../../../../../edge-api/src/seo/page-text";
import { usePageTitle } from "../../../lib/use-page-title";
import { useBlogs } from "../api/use-blogs";
import { BlogSidebar } from "../components/blog-sidebar";
import "../components/blog.css";

/** docs/product-spec.md §2 Blog list. */
export default function BlogList() {
  usePageTitle(BLOG_TITLE);
  const blogs = useBlogs();
  return (
    <div className="container">
      <header className="page-heading">
        <p className="eyebrow">MotoMart blog</p>
        <h1>Stories, guides and riding tips</h1>
        <p>How to inspect a used bike, what to pay, and where to ride it next.</p>
      </header>
      <div className="blog-layout">
        <div>
          {blogs.loading && <LoadingBlock label="Loading blogs" />}
          {blogs.error && <ErrorState error={blogs.error} onRetry={blogs.reload} />}
          {!blogs.loading && !blogs.error && blogs.items.length === 0 && <EmptyState title="No articles yet" />}
          <div className="blog-grid blog-grid--list">
            {blogs.items.map((blog) => (
              <BlogCard key={blog._id} blog={blog} headingLevel={2} />
            ))}
          </div>
          <LoadMore hasMore={blogs.hasMore} loading={blogs.loadingMore} onClick={blogs.loadMore} />
        </div>
        <BlogSidebar />
      </div>
    </div>
  );
}
