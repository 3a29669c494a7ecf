/**
 * The public pages a signed-out visitor opens and the API calls each one makes as it loads, as the
 * UI makes them (ui/src: the first page of a list has no `cursor` nor `limit`, filters only when
 * set), with their HTML path where the Worker writes the page's <head> (wrangler.toml run_worker_first).
 * The search results page (/bikes?q=…) is the UI's shell, so it has no HTML of its own to time.
 */
import type { PlanFixture } from "../../tests/support/query-plan-cases";

export interface PublicPage {
  name: string;
  html?: string;
  calls: Array<[name: string, path: string]>;
}

export function publicPages(fx: PlanFixture, blogId: number): PublicPage[] {
  const category = fx.categoryId;
  const q = encodeURIComponent(fx.search.keyword.q);
  return [
    {
      // features/home: the category cards first, the rest below the fold (their code loads just after).
      name: "home",
      html: "/",
      calls: [
        ["categories", "/api/categories"],
        ["ads slider", "/api/ads"],
        ["top sellers", "/api/users/top-sellers"],
        ["latest posts", "/api/blogsLimit"],
      ],
    },
    {
      // app/routes/category.tsx, category-bikes.tsx, browse-results.tsx (count), filter-panel.tsx (options).
      name: "category",
      html: `/category/${category}`,
      calls: [
        ["category", `/api/categories/${category}`],
        ["bikes", `/api/bikes?id=${category}`],
        ["count", `/api/bikes/count?id=${category}`],
        ["filter options", `/api/bikes/filters?id=${category}`],
      ],
    },
    {
      // features/bikes/components/search-results.tsx: every category, so count and options without `id`.
      name: "search results",
      html: `/bikes?q=${q}`,
      calls: [
        ["bikes", `/api/bikes?q=${q}`],
        ["category counts", `/api/search/facets?q=${q}`],
        ["count", `/api/bikes/count?q=${q}`],
        ["filter options", "/api/bikes/filters"],
      ],
    },
    {
      // The Worker renders the page with it (edge-api/src/seo/rendered-page.ts).
      name: "bike",
      html: `/bike/${fx.deepId}`,
      calls: [["bike", `/api/bikes/${fx.deepId}`]],
    },
    {
      // features/blog/routes/blog-detail.tsx and its sidebar's recent posts.
      name: "blog post",
      html: `/blog/${blogId}`,
      calls: [
        ["post", `/api/blogs/${blogId}`],
        ["recent posts", "/api/blogsLimit"],
      ],
    },
  ];
}
