import { Link } from "react-router-dom";
import type { Blog } from "../../lib/api-types";
import { formatDate, truncate } from "../../lib/format";
import "./blog-card.css";
import { BikeImage } from "../ui/bike-image";

/** docs/product-spec.md §9: blog cards cut the text to 200 characters. */
const BLOG_PREVIEW_CHARS = 200;

/** A blog teaser linking to blog/{id} (home's latest blogs and the blog list). */
export function BlogCard({ blog, headingLevel = 3 }: { blog: Blog; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card blog-card">
      <BikeImage className="blog-card__image" src={blog.Img} alt="" width={800} height={600} loading="lazy" decoding="async" />
      <div className="blog-card__body">
        <p className="blog-card__date">
          <time dateTime={blog.date}>{formatDate(blog.date)}</time>
        </p>
        <Heading className="blog-card__title">
          <Link to={`/blog/${blog._id}`}>{blog.header}</Link>
        </Heading>
        <p className="blog-card__text">{truncate(blog.pOne, BLOG_PREVIEW_CHARS)}</p>
        <Link to={`/blog/${blog._id}`} className="blog-card__more" aria-label={`Read more: ${blog.header}`}>
          Read more →
        </Link>
      </div>
    </article>
  );
}
