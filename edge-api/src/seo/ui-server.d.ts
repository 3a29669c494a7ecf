/**
 * The UI's server rendering (ui/src/app/entry-server.tsx), which the Worker bundles under this
 * name (wrangler.toml [alias]; tests/api/vitest.config.ts for the API tests). Declared here so the
 * Worker type-checks without the UI's sources; the entry is checked against it (ui/tsconfig.json).
 */
declare module "motomart-ui-server" {
  export interface RenderedPage {
    /** The HTML inside <div id="root">, streamed. */
    body: ReadableStream<Uint8Array>;
    /** The answers the page was rendered with, as a <script type="application/json">. */
    stateScript: string;
  }
  /** `url`: a path and query; `answer`: the Worker's answer to each API call the page makes. Null: the browser renders it. */
  export function renderPage(url: string, answer: (request: Request) => Promise<Response>): Promise<RenderedPage | null>;
}
