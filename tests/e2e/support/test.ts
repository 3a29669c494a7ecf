/**
 * Playwright's `test` with two automatic checks: a test fails when Chromium reports a
 * Content-Security-Policy violation on one of our pages (the policy: edge-api/src/lib/platform/security-policy.ts),
 * so a change that loads something the policy does not allow breaks the suite, not production; and
 * when React could not take over a page the Worker rendered as it was (a hydration error: the
 * browser's first render differed from the server's, so the page was thrown away and drawn again).
 * Every spec imports `test` and `expect` from here (eslint.config.js enforces it).
 *
 * Two sources, for every page of the test's context and of contexts the test opens itself:
 * Chromium's console line ("Refused to … because it violates the following Content Security
 * Policy directive …") and the page's `securitypolicyviolation` event (which names the directive).
 */
import { test as base, type BrowserContext, type Page } from "@playwright/test";

export * from "@playwright/test";

interface CspViolation {
  /** The page or frame whose policy was violated. */
  url: string;
  text: string;
}

export interface CspWatch {
  /** Violations so far. */
  readonly violations: readonly CspViolation[];
  /** Removes and returns the violations a test provoked on purpose; any others still fail it. */
  take(matches: (violation: CspViolation) => boolean): CspViolation[];
}

const BINDING = "__reportCspViolation";
/** React's production hydration errors (react.dev/errors/418, 419, 423, 425), reported as uncaught errors. */
const HYDRATION_ERROR = /Minified React error #(?:418|419|423|425)\b|[Hh]ydrat/;
const CONSOLE_CSP = /Content[- ]Security[- ]Policy/i;

/**
 * Browser tests compare what a page shows with what the API answers a moment after another test
 * changed it, so by default every request asks for a fresh answer, as a reload does: the Worker
 * answers itself instead of its edge cache (`Cache-Control: max-age=0` or `no-cache`,
 * edge-api/src/cache/edge-policy.ts), for the API and the pages: the test's pages, its own
 * `request` and contexts a test opens itself. A spec that tests the edge cache turns it back on
 * with `test.use({ edgeCache: true })` (edge-cache.spec.ts).
 */
const FRESH = { "Cache-Control": "no-cache" };

/**
 * What the browser sends: `max-age=0` makes Chromium revalidate its copy of every answer, so a page
 * never shows one it kept, while the UI's files come back as 304s and keep their compiled code.
 * `no-cache` (or routing the requests to add a header) would make it download and compile them on
 * every page.
 */
const REVALIDATE = { "Cache-Control": "max-age=0" };

/**
 * A page the Worker rendered shows its buttons before the app has taken it over, and a click then
 * does nothing, for a test as for a person on a slow phone: after goto and reload, wait until the
 * app marks the document (ui/src/lib/taken-over.ts) and every button, field and form in it is
 * React's (hydrated: React keeps its fiber on the element; parts of the page that load their code
 * later, below the fold, are taken over after the screen). Pages the browser draws itself carry no
 * server state and are not waited for.
 */
function waitForTakeOver(page: Page) {
  if ((page as Page & { takeOverWaited?: true }).takeOverWaited) return;
  // A context without JavaScript (javaScriptEnabled: false) never takes a page over. Playwright keeps its options there.
  if ((page.context() as unknown as { _options?: { javaScriptEnabled?: boolean } })._options?.javaScriptEnabled === false) return;
  Object.assign(page, { takeOverWaited: true });
  const settle = () =>
    page
      .waitForFunction(
        () =>
          !document.getElementById("motomart-state") ||
          (document.documentElement.dataset.ready !== undefined &&
            [...document.querySelectorAll("#root button, #root input, #root select, #root textarea, #root form")].every((element) =>
              Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
            )),
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await settle();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await settle();
    return response;
  };
}

export const test = base.extend<{ csp: CspWatch; edgeCache: boolean; hydration: void; takeOver: void }>({
  takeOver: [
    async ({ browser, context }, use) => {
      const watch = (target: BrowserContext) => {
        target.pages().forEach(waitForTakeOver);
        target.on("page", waitForTakeOver);
      };
      watch(context);
      browser.on("context", watch);
      await use();
      browser.off("context", watch);
    },
    { auto: true },
  ],
  edgeCache: [false, { option: true }],
  // Every context the test opens (its own and browser.newContext()) takes these headers.
  extraHTTPHeaders: async ({ edgeCache }, use) => use(edgeCache ? undefined : REVALIDATE),
  request: async ({ playwright, baseURL, edgeCache }, use) => {
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: edgeCache ? {} : FRESH });
    await use(context);
    await context.dispose();
  },
  hydration: [
    async ({ browser, context }, use) => {
      const errors: string[] = [];
      const watch = (target: BrowserContext) =>
        target.on("weberror", (error) => {
          const text = error.error().message;
          if (HYDRATION_ERROR.test(text)) errors.push(`${error.page()?.url() ?? ""}: ${text}`);
        });
      watch(context);
      browser.on("context", watch);
      await use();
      browser.off("context", watch);
      base.expect(errors, "pages React could not hydrate as the Worker rendered them").toEqual([]);
    },
    { auto: true },
  ],
  csp: [
    async ({ browser, context, baseURL }, use) => {
      const ours = (url: string) => Boolean(baseURL) && url.startsWith(new URL(baseURL!).origin);
      let violations: CspViolation[] = [];
      const watch = async (target: BrowserContext) => {
        target.on("console", (message) => {
          const url = message.page()?.url() ?? "";
          if (CONSOLE_CSP.test(message.text()) && ours(url)) violations.push({ url, text: message.text() });
        });
        await target.exposeBinding(BINDING, ({ frame }, text: string) => {
          if (ours(frame.url())) violations.push({ url: frame.url(), text });
        });
        await target.addInitScript((binding) => {
          document.addEventListener("securitypolicyviolation", (event) => {
            const report = (window as unknown as Record<string, (text: string) => void>)[binding];
            report?.(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
          });
        }, BINDING);
      };
      const opened: Promise<void>[] = [];
      const onContext = (created: BrowserContext) => void opened.push(watch(created));
      await watch(context);
      browser.on("context", onContext);
      await use({
        get violations() {
          return violations;
        },
        take(matches) {
          const taken = violations.filter(matches);
          violations = violations.filter((violation) => !matches(violation));
          return taken;
        },
      });
      browser.off("context", onContext);
      await Promise.allSettled(opened);
      base.expect(violations, "Content-Security-Policy violations on our pages").toEqual([]);
    },
    { auto: true },
  ],
});
