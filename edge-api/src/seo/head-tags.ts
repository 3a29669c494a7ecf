/**
 * The tags of a public page's <head> (head.ts writes them into the UI's index.html): description,
 * canonical URL, Open Graph and Twitter card tags, and JSON-LD. The page's values are people's text
 * (a bike's name, a post's header), so every one is escaped where it lands:
 * - <title>: HTMLRewriter's setInnerContent as text (escapes & < >);
 * - attributes: escapeAttribute below. (HTMLRewriter's setAttribute escapes only `"`, so a name
 *   holding "&amp;" would be read back as "&"; ours keeps every value exact.)
 * - JSON-LD: jsonForScript, which leaves no `<` (so no `</script>`) in the script's text.
 */

export interface PageHead {
  /** The whole <title>, e.g. pageTitle(name). */
  title: string;
  description: string;
  /** Absolute URL; none on a 404. */
  canonical?: string;
  /** A 404: search engines must not index it. */
  noindex?: boolean;
  ogType?: "website" | "product" | "article";
  /** Absolute URL of the picture a shared link shows. */
  image?: string;
  imageAlt?: string;
  /** More <meta property|name=… content=…> (product:price:amount, twitter:label1, …). */
  meta?: Array<{ property?: string; name?: string; content: string }>;
  /** schema.org data, written as <script type="application/ld+json">. */
  jsonLd?: unknown;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text safe inside a quoted HTML (or XML) attribute or element. */
export const escapeAttribute = (value: string): string => value.replace(/[&<>"']/g, (c) => ATTRIBUTE_ESCAPES[c]!);

/**
 * JSON for a <script> element: `<`, `>` and `&` as \u escapes (a value holding "</script>" or
 * "<!--" cannot end or bend the element), and U+2028/U+2029 too. JSON parsers read them back.
 */
export const jsonForScript = (data: unknown): string =>
  JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

const tag = (attributes: Record<string, string | undefined>, name = "meta"): string =>
  `<${name}${Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join("")}>`;

/**
 * A screen's scripts (seo/route-assets.ts), for the end of <body>: fetched with the page, but after
 * what its first paint needs (its stylesheet, then its pictures), which an HTTP/1.1 connection
 * limit would otherwise queue behind them.
 */
export const modulePreloadTags = (modules: string[]): string =>
  modules.map((href) => tag({ rel: "modulepreload", crossorigin: "", href }, "link")).join("");

/** The tags appended to <head>, in order. */
export function headTags(head: PageHead): string {
  const tags: string[] = [tag({ name: "description", content: head.description })];
  if (head.noindex) tags.push(tag({ name: "robots", content: "noindex" }));
  if (head.canonical) tags.push(tag({ rel: "canonical", href: head.canonical }, "link"));
  const og = (property: string, content: string | undefined) => content !== undefined && tags.push(tag({ property, content }));
  const twitter = (name: string, content: string | undefined) => content !== undefined && tags.push(tag({ name, content }));
  og("og:site_name", "MotoMart");
  og("og:type", head.ogType ?? "website");
  og("og:title", head.title);
  og("og:description", head.description);
  og("og:url", head.canonical);
  og("og:image", head.image);
  og("og:image:alt", head.image ? head.imageAlt : undefined);
  twitter("twitter:card", head.image ? "summary_large_image" : "summary");
  twitter("twitter:title", head.title);
  twitter("twitter:description", head.description);
  twitter("twitter:image", head.image);
  twitter("twitter:image:alt", head.image ? head.imageAlt : undefined);
  for (const extra of head.meta ?? []) tags.push(tag({ property: extra.property, name: extra.name, content: extra.content }));
  if (head.jsonLd !== undefined) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join("");
}
