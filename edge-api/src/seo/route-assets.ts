/**
 * The scripts a rendered page's screen needs to be taken over (seo/pages.ts links them for
 * <link rel="modulepreload">): the browser fetches them with the HTML instead of after the app's
 * entry has run and asked for the screen's code. (The UI's styles are one stylesheet, which
 * index.html links: ui/vite.config.ts.)
 */

/** Vite's build manifest (ui/dist/.vite/manifest.json), as far as this reads it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The entry of the build: index.html carries its script and its imports already. */
const ENTRY = "index.html";

/** A chunk and everything it imports. */
function withImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * `screen`: the screen's module as the manifest names it (src/app/routes/home.tsx). Its script and
 * the scripts it imports, less the entry's; the parts it loads on its own later stay deferred.
 */
export function screenModules(manifest: Manifest, screen: string): string[] {
  const entry = withImports(manifest, ENTRY);
  return [...withImports(manifest, screen)].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/** The UI's screens the Worker renders, as the build manifest names their modules (ui/src/app/app-routes.tsx imports them lazily). */
export const SCREENS = {
  home: "src/app/routes/home.tsx",
  category: "src/app/routes/category.tsx",
  search: "src/app/routes/search.tsx",
  bike: "src/app/routes/bike-detail.tsx",
  seller: "src/app/routes/seller.tsx",
  blog: "src/features/blog/routes/blog-list.tsx",
  blogPost: "src/features/blog/routes/blog-detail.tsx",
} as const;

export type Screen = (typeof SCREENS)[keyof typeof SCREENS];

/** Where the build writes its manifest (ui/vite.config.ts `build.manifest`), served with the other files. */
const MANIFEST_PATH = "/.vite/manifest.json";

let manifest: Promise<Manifest | null> | undefined;

/**
 * The UI build's manifest, read once per isolate from the static assets (a deploy starts new
 * isolates). Null when there is none (a build without it, the API tests' stand-in); a failed read
 * is tried again by the next page.
 */
export function uiManifest(assets: { fetch: (request: Request) => Promise<Response> }, origin: string): Promise<Manifest | null> {
  manifest ??= assets
    .fetch(new Request(origin + MANIFEST_PATH))
    .then((response) => (response.ok ? (response.json() as Promise<Manifest>) : null))
    .catch(() => null)
    .then((read) => {
      if (!read) manifest = undefined;
      return read;
    });
  return manifest;
}
