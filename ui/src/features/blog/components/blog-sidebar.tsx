import { Link } from "react-router-dom";
import { Spinner } from "../../../components/ui/spinner";
import { formatDate } from "../../../lib/format";
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from "../../../lib/support-contact";
import { useRecentPosts } from "../api/use-recent-posts";
import { BikeImage } from "../../../components/ui/bike-image";

/** docs/product-spec.md §2 blog sidebar: Recent Post, the static categories, contact phone and email. */
const BLOG_CATEGORIES = ["Trends", "Tips & Trick", "Inside"];

export function BlogSidebar() {
  const { data, isPending } = useRecentPosts();
  return (
    <aside className="blog-sidebar" aria-label="Blog sidebar">
      <section className="panel" aria-labelledby="recent-title">
        <h2 id="recent-title" className="blog-sidebar__title">
          Recent Post
        </h2>
        {isPending && <Spinner size="sm" label="Loading recent posts" />}
        <ul className="recent-posts">
          {data?.map((blog) => (
            <li key={blog._id}>
              <Link to={`/blog/${blog._id}`} className="recent-post">
                <BikeImage src={blog.Img} alt="" width={72} height={54} loading="lazy" />
                <span>
                  <span className="recent-post__title">{blog.header}</span>
                  <time className="recent-post__date" dateTime={blog.date}>
                    {formatDate(blog.date)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="panel" aria-labelledby="categories-title">
        <h2 id="categories-title" className="blog-sidebar__title">
          Categories
        </h2>
        <ul className="blog-categories">
          {BLOG_CATEGORIES.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>
      <section className="panel blog-contact" aria-labelledby="contact-title">
        <h2 id="contact-title" className="blog-sidebar__title">
          Need help?
        </h2>
        <p>
          Phone: <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>
        </p>
        <p>
          Email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </section>
    </aside>
  );
}
