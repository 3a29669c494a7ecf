import { WorkerEntrypoint } from "cloudflare:workers";
import { cleanPhoto } from "./clean-photo";
import type { CleanPhoto, PhotoType } from "./photo-rules";

/**
 * The photo cleaner: a Worker of its own (edge-api/photo-cleaner.wrangler.toml) that re-encodes
 * uploaded photos (clean-photo.ts). Its four WebAssembly codecs are about 310 KB of gzip that the
 * API Worker, which every page and API call starts, no longer carries. POST /api/photos calls it
 * over a service binding (wrangler.toml PHOTO_CLEANER) as a method call; it answers nothing else.
 */
export class PhotoCleaner extends WorkerEntrypoint {
  clean(bytes: Uint8Array, type: PhotoType): Promise<CleanPhoto> {
    return cleanPhoto(bytes, type);
  }
}

export default {
  fetch: () => new Response("Not found\n", { status: 404 }),
} satisfies ExportedHandler;
