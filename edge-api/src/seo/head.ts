/**
 * Fills the UI's index.html <head> for one page with HTMLRewriter: the <title>, and the tags of
 * head-tags.ts in place of any the file carries.
 */
import { headTags, modulePreloadTags, type PageHead } from "./head-tags";

/** Tags of index.html this replaces (it may carry defaults for pages the Worker does not render). */
const REPLACED = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[property^="product:"]',
  'meta[property^="article:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
];

/** The shell (index.html) with this page's <head> and its screen's scripts; status and headers are the caller's. */
export function rewriteHead(shell: Response, head: PageHead, init: { status: number; headers: Headers }, modules: string[] = []): Response {
  let rewriter = new HTMLRewriter()
    .on("title", {
      element(element) {
        element.setInnerContent(head.title);
      },
    })
    .on("head", {
      element(element) {
        element.append(headTags(head), { html: true });
      },
    })
    .on("body", {
      element(element) {
        if (modules.length) element.append(modulePreloadTags(modules), { html: true });
      },
    });
  for (const selector of REPLACED) {
    rewriter = rewriter.on(selector, {
      element(element) {
        element.remove();
      },
    });
  }
  return rewriter.transform(new Response(shell.body, init));
}
