/** The bike id of a bike page's path (/bike/12 or /bike/12/, as the router reads them), else undefined. */
export const bikeIdOfPath = (pathname: string): string | undefined => /^\/bike\/([1-9][0-9]{0,9})\/?$/.exec(pathname)?.[1];

/**
 * A bike page opened by its link (/bike/:id): its answer is on the path to the page's first paint,
 * so app/main.tsx asks the browser to fetch it while the page's code loads (<link rel="preload">),
 * instead of once the page has rendered. useBike's own request (use-bike.ts, the same URL, mode and
 * credentials) is then served from that preload. No TanStack or API-client code is needed here,
 * which keeps this out of the home page's first-load budget (ui/scripts/first-load-size.ts).
 */
export function preloadBikeOfPath(pathname: string): void {
  const id = bikeIdOfPath(pathname);
  if (!id) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "fetch";
  link.href = `/api/bikes/${id}`;
  link.crossOrigin = "anonymous";
  document.head.appendChild(link);
}
