import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "motomart-ui-server";
import { app } from "../../edge-api/src/app";
import { origin } from "../../edge-api/src/index";
import type { Bindings } from "../../edge-api/src/env";
import { bikeHead, type BikePageRow } from "../../edge-api/src/seo/page-meta";
import { HOME_TITLE, pageTitle } from "../../edge-api/src/seo/page-text";
import { pages } from "../../edge-api/src/seo/pages";
import { isAppPath } from "../../edge-api/src/seo/app-paths";
import { bikeSitemapPageQuery, bikeSitemapPagesQuery, SITEMAP_PAGE_SIZE } from "../../edge-api/src/seo/sitemap";
import { createBike, createCategory, createConversation, createUser, db, paidBooking } from "./support/fixtures";
import { PAGE_ROUTES } from "./support/route-table";
import { env } from "./support/test-env";

/**
 * The Worker outside /api (edge-api/src/seo/pages.ts), called as Cloudflare calls it. The UI's
 * build is not bound here, so ASSETS is a stand-in that serves a small index.html and two files
 * the way Workers Static Assets does with not_found_handling "none" (a missing path is a 404);
 * tests/e2e/pages.spec.ts checks the same against the real build under wrangler dev. The edge
 * cache in front of these answers has its own tests (edge-cache.test.ts).
 */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="MotoMart — buy and sell used motorcycles." />
    <title>MotoMart — used motorcycles</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const PAGE_POLICY = "default-src 'self'; frame-ancestors 'none'";
const FILES: Record<string, [string, string]> = {
  "/": [SHELL, "text/html"],
  "/assets/index-abc123.js": ["console.log(1)", "text/javascript"],
  "/images/bikes/sport-red.svg": ["<svg/>", "image/svg+xml"],
  // The build's manifest, for the files a page's screen needs (seo/route-assets.ts).
  "/.vite/manifest.json": [
    JSON.stringify({
      "index.html": { file: "assets/index-abc123.js" },
      "src/app/routes/home.tsx": { file: "assets/home-abc.js", imports: ["index.html"] },
    }),
    "application/json",
  ],
};

/** Workers Static Assets as the Worker sees it; `spa` answers a missing path with index.html instead. */
const assets = (spa = false) =>
  ({
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const file = FILES[path] ?? (spa ? FILES["/"] : undefined);
      if (!file) return new Response(null, { status: 404 });
      return new Response(request.method === "HEAD" ? null : file[0], {
        headers: { "Content-Type": file[1], "Content-Security-Policy": PAGE_POLICY, ETag: '"abc"' },
      });
    },
  }) as unknown as Fetcher;

const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
const ORIGIN = "https://motomart.example";

type GetOptions = { env?: Partial<Bindings>; spa?: boolean; method?: string; headers?: Record<string, string> };
async function get(path: string, options: GetOptions = {}, context = ctx) {
  const bindings = { ...env, ASSETS: assets(options.spa), ...options.env } as Bindings;
  const request = new Request(`${ORIGIN}${path}`, { method: options.method ?? "GET", headers: options.headers });
  return origin.fetch(request as never, bindings, context);
}

/** A page read whole, with what it stored in the edge cache stored before the next visit. */
async function visited(path: string, options: GetOptions = {}) {
  const context = createExecutionContext();
  const html = await (await get(path, options, context)).text();
  await waitOnExecutionContext(context);
  return html;
}

/** HTML entities back to text, as a browser reads an attribute or <title>. */
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name]!);

/** The page's <head> as a search engine reads it. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const attr = (pattern: RegExp) => {
    const found = pattern.exec(head);
    return found ? decode(found[1]!) : undefined;
  };
  const meta = (key: string) => attr(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)">`));
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head);
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: meta("description"),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    meta,
    jsonLd: ld ? JSON.parse(ld[1]!) : undefined,
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
    scripts: head.match(/<script\b/g)?.length ?? 0,
  };
}

describe("public pages", () => {
  it("fill a bike page's head: title, description, canonical, Open Graph, Twitter and Product JSON-LD", async () => {
    const seller = await createUser("seller");
    const id = await createBike(seller.id, { name: "Honda CB350 2022", model: "Honda CB350", engineCc: 348, priceCents: 412_550 });
    const response = await get(`/bike/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    // The build's security headers (its `_headers`) stay on the page; its ETag is not this body's.
    expect(response.headers.get("Content-Security-Policy")).toBe(PAGE_POLICY);
    expect(response.headers.get("ETag")).toBeNull();
    const html = await response.text();
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    const head = readHead(html);
    const url = `${ORIGIN}/bike/${id}`;
    expect(head.title).toBe("Honda CB350 2022 · MotoMart");
    expect(head.descriptions).toBe(1);
    expect(head.description).toMatch(/^\$4,125\.50 · Good condition · 348 cc · Dhaka, Bangladesh\. A well kept test bike\.$/);
    expect(head.canonical).toBe(url);
    expect(head.meta("og:type")).toBe("product");
    expect(head.meta("og:title")).toBe(head.title);
    expect(head.meta("og:url")).toBe(url);
    expect(head.meta("og:image")).toBe(`${ORIGIN}/images/bikes/sport-blue.svg`);
    expect(head.meta("product:price:amount")).toBe("4125.50");
    expect(head.meta("product:price:currency")).toBe("USD");
    expect(head.meta("product:availability")).toBe("in stock");
    expect(head.meta("twitter:card")).toBe("summary_large_image");
    expect(head.meta("twitter:data1")).toBe("$4,125.50");
    expect(head.meta("twitter:image")).toBe(`${ORIGIN}/images/bikes/sport-blue.svg`);
    expect(head.meta("robots")).toBeUndefined();
    expect(head.jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": ["Product", "Motorcycle"],
      name: "Honda CB350 2022",
      url,
      image: [`${ORIGIN}/images/bikes/sport-blue.svg`],
      brand: { "@type": "Brand", name: "Honda" },
      model: "Honda CB350",
      itemCondition: "https://schema.org/UsedCondition",
      vehicleEngine: { engineDisplacement: { value: 348, unitCode: "CMQ" } },
      offers: {
        "@type": "Offer",
        price: "4125.50",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/UsedCondition",
      },
    });
  });

  it("escape every value: a name with </script>, quotes and entities cannot break the page", async () => {
    const seller = await createUser("seller");
    const name = `Evil </script><script>alert(1)</script> "quoted" 'single' &amp; <b>bold</b>`;
    const description = `</title><script>alert(2)</script> & "more" \u2028 <!-- end`;
    const id = await createBike(seller.id, { name, description, model: `"Quote" </script> Model` });
    const html = await (await get(`/bike/${id}`)).text();
    const head = readHead(html);
    // Only the build's module script and the JSON-LD: nothing the values held became an element.
    expect(head.scripts).toBe(2);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<b>bold");
    expect(html).not.toContain("</title><script>");
    // And each value reads back exactly as it was written.
    expect(head.title).toBe(pageTitle(name));
    expect(head.meta("og:title")).toBe(pageTitle(name));
    expect(head.meta("og:image:alt")).toBe(name);
    expect(head.description).toContain(`</title><script>alert(2)</script> & "more"`);
    expect(head.jsonLd.name).toBe(name);
    expect(head.jsonLd.description).toBe(description);
    expect(head.jsonLd.model).toBe(`"Quote" </script> Model`);
    expect(head.jsonLd.brand.name).toBe(`"Quote"`);
  });

  it("say a sold bike is sold and a withdrawn one withdrawn", async () => {
    const seller = await createUser("seller");
    const id = await createBike(seller.id, { status: "sold" });
    const head = readHead(await (await get(`/bike/${id}`)).text());
    expect(head.jsonLd.offers.availability).toBe("https://schema.org/SoldOut");
    expect(head.meta("product:availability")).toBe("out of stock");
    expect(head.description).toMatch(/^This bike has been sold\. It is no longer for sale\. \$450/);

    // Any other status off the market (a listing the seller withdrew) is discontinued.
    const row = (await db()
      .selectFrom("bikes")
      .innerJoin("categories", "categories.id", "bikes.category_id")
      .selectAll("bikes")
      .select("categories.name as category_name")
      .where("bikes.id", "=", id)
      .executeTakeFirstOrThrow()) as unknown as BikePageRow;
    const withdrawn = bikeHead({ ...row, status: "withdrawn" as BikePageRow["status"] }, ORIGIN);
    expect(withdrawn.description).toMatch(/^The seller has withdrawn this bike\. It is no longer for sale\./);
    expect(withdrawn.jsonLd).toMatchObject({ offers: { availability: "https://schema.org/Discontinued" } });
  });

  it("answer an unknown bike, category, post or any path the UI has no screen for with 404, the UI and noindex", async () => {
    for (const path of [
      "/bike/2000000000",
      "/bike/abc",
      "/bike/99999999999",
      "/bike/0",
      "/category/2000000000",
      "/blog/2000000000",
      "/bike/1/extra",
      "/no/such/page",
      "/dashboard/no-such-screen",
      "/blogs",
      "/bike",
      "/login/extra",
      "/dashboard/myorder/receipt",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
      const head = readHead(await response.text());
      expect(head.title, path).toBe("Page not found · MotoMart");
      expect(head.meta("robots"), path).toBe("noindex");
      expect(head.canonical, path).toBeUndefined();
    }
    const slash = await get("/bike/12/");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("Location")).toBe("/bike/12");
  });

  it("fill the home, category and blog post pages", async () => {
    const home = readHead(await (await get("/")).text());
    expect(home.title).toBe(HOME_TITLE);
    expect(home.canonical).toBe(`${ORIGIN}/`);
    expect(home.jsonLd).toMatchObject({ "@type": "WebSite", url: `${ORIGIN}/` });

    const categoryId = await createCategory(`Café "Racers" <${Date.now()}>`);
    const seller = await createUser("seller");
    await createBike(seller.id, { categoryId, priceCents: 300_000 });
    await createBike(seller.id, { categoryId, priceCents: 120_000 });
    await createBike(seller.id, { categoryId, priceCents: 50_000, status: "sold" });
    const category = readHead(await (await get(`/category/${categoryId}`)).text());
    expect(category.title).toMatch(/^Café "Racers" <\d+> bikes · MotoMart$/);
    expect(category.description).toMatch(/^Used Café "Racers" <\d+> motorcycles for sale on MotoMart, from \$1,200\./);
    expect(category.canonical).toBe(`${ORIGIN}/category/${categoryId}`);
    expect(category.meta("og:image")).toBe(`${ORIGIN}/images/bikes/sport-blue.svg`);

    const blog = await db()
      .insertInto("blogs")
      .values({
        header: "Winter storage </script>",
        img: "/images/blogs/maintenance.svg",
        p_one: "Keep the battery charged.",
        date: "2026-01-15",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const post = readHead(await (await get(`/blog/${blog.id}`)).text());
    expect(post.title).toBe("Winter storage </script> · MotoMart");
    expect(post.meta("og:type")).toBe("article");
    expect(post.jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: "Winter storage </script>",
      datePublished: "2026-01-15",
      image: [`${ORIGIN}/images/blogs/maintenance.svg`],
      url: `${ORIGIN}/blog/${blog.id}`,
    });
  });

  it("serve the UI without its details when the database is down, so the app can say so itself", async () => {
    const response = await get("/bike/1", { env: { DATABASE_URL: "postgres://nobody:nothing@127.0.0.1:1/none" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toBe(SHELL);
  });
});

/** The HTML the Worker rendered inside <div id="root">, and the answers it carries for the browser to take over. */
function rendered(html: string) {
  const root = html.slice(
    html.indexOf('<div id="root">') + '<div id="root">'.length,
    html.lastIndexOf("</div>", html.indexOf('<script type="application/json"')),
  );
  const state = /<script type="application\/json" id="motomart-state">([\s\S]*?)<\/script>/.exec(html);
  const queries = state ? (JSON.parse(state[1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries : [];
  return { root, queries, text: decode(root.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")) };
}

describe("rendered pages (#34)", () => {
  it("a bike page arrives drawn, with its bike's answer for the browser, and anything typed stays text", async () => {
    const seller = await createUser("seller");
    const name = `Ducati </script><b>Monster</b> ${Date.now()}`;
    const id = await createBike(seller.id, { name, priceCents: 712_500 });
    const html = await (await get(`/bike/${id}`)).text();
    const page = rendered(html);
    expect(page.text).toContain(name);
    expect(page.text).toContain("$7,125");
    expect(page.root).not.toContain("<b>Monster");
    // The one script that is not the build's: JSON the browser reads, not runs.
    expect(html.match(/<script\b/g)).toHaveLength(3);
    const bike = page.queries.find((query) => JSON.stringify(query.queryKey).includes(String(id)));
    expect(bike?.state.data).toMatchObject({ _id: id, name });
  });

  it("a bike page and its seller's page carry no phone number, in the page or the answers drawn into it (#36)", async () => {
    const seller = await createUser("seller", { verified: true });
    const id = await createBike(seller.id, { name: "Phone-free Bike", mobileNumber: "+1 555 0177 654" });
    for (const path of [`/bike/${id}`, `/seller/${seller.id}`]) {
      const html = await (await get(path)).text();
      expect(rendered(html).text, path).toContain("Phone-free Bike");
      // As typed or with its spaces gone; not "0177" alone, which a timestamp in the page's state may hold.
      expect(html, path).not.toMatch(/555\s?0177/);
      expect(html, path).not.toContain("mobileNumber");
    }
  });

  it("a reloaded page is drawn from fresh answers, even while other pages are drawn beside it", async () => {
    const seller = await createUser("seller");
    const id = await createBike(seller.id, { priceCents: 100_000 });
    const others = await Promise.all([1, 2, 3, 4].map(() => createBike(seller.id)));
    expect(rendered(await visited(`/bike/${id}`)).text).toContain("$1,000");
    // Changed behind the edge cache's back, as a write in another location is.
    await db().updateTable("bikes").set({ resale_price_cents: 250_000 }).where("id", "=", id).execute();
    expect(rendered(await visited(`/bike/${id}`)).text).toContain("$1,000");
    const [reloaded] = await Promise.all([
      visited(`/bike/${id}`, { headers: { "Cache-Control": "no-cache" } }),
      ...others.map((other) => visited(`/bike/${other}`)),
    ]);
    expect(rendered(reloaded).text).toContain("$2,500");
  });

  it("two pages drawn at once in one isolate each ask only their own request's answerer", async () => {
    // A search that finds nothing takes two passes: its fallback is asked once the results say so.
    const path = `/bikes?q=xqzvwkj${Date.now() % 1000}`;
    const asked: Record<"first" | "second", string[]> = { first: [], second: [] };
    let secondStarted!: () => void;
    const started = new Promise<void>((resolve) => (secondStarted = resolve));
    const answerer = (render: keyof typeof asked) => async (request: Request) => {
      const { pathname, search } = new URL(request.url);
      asked[render].push(pathname + search);
      // The first page's answers wait until the second page has started, so its next pass runs beside it.
      if (render === "first") await started;
      return app.fetch(new Request(ORIGIN + pathname + search, request), env, ctx);
    };
    const first = renderPage(path, answerer("first"));
    // vi.waitUntil's own limit is 1 s: a loaded machine can take longer to draw the first pass.
    await vi.waitUntil(() => asked.first.length > 0, { timeout: 30_000, interval: 20 });
    const second = renderPage(path, answerer("second"));
    secondStarted();
    const pages = await Promise.all([first, second]);
    expect(pages.every(Boolean)).toBe(true);
    await Promise.all(pages.map((page) => page!.body.cancel()));
    expect(asked.first.some((call) => call.startsWith("/api/search/fallback"))).toBe(true);
    expect(asked.second).toEqual(asked.first);
  });

  it("a category page lists its bikes in the order its query asks, as the API does", async () => {
    const categoryId = await createCategory();
    const seller = await createUser("seller");
    for (const [n, cents] of [
      [1, 300_000],
      [2, 120_000],
      [3, 210_000],
    ] as const) {
      await createBike(seller.id, { categoryId, name: `Ordered bike ${n} ${categoryId}`, priceCents: cents });
    }
    const order = (text: string) => [...text.matchAll(new RegExp(`Ordered bike (\\d) ${categoryId}`, "g"))].map((m) => m[1]);
    const cheapest = rendered(await (await get(`/category/${categoryId}?sort=price_asc`)).text());
    const dearest = rendered(await (await get(`/category/${categoryId}?sort=price_desc`)).text());
    expect([...new Set(order(cheapest.text))]).toEqual(["2", "3", "1"]);
    expect([...new Set(order(dearest.text))]).toEqual(["1", "3", "2"]);
  });

  it("the search page shows its results, is kept out of the index with a query, canonical without", async () => {
    const seller = await createUser("seller");
    const word = `Zephyrquux${Date.now() % 100_000}`;
    await createBike(seller.id, { name: `Kawasaki ${word} 750`, model: `Kawasaki ${word}` });
    const searched = await (await get(`/bikes?q=${word}`)).text();
    expect(readHead(searched).title).toBe(`“${word}” — search · MotoMart`);
    expect(searched).toContain('<meta name="robots" content="noindex">');
    expect(readHead(searched).canonical).toBeUndefined();
    expect(rendered(searched).text).toContain(`Kawasaki ${word} 750`);
    const bare = readHead(await (await get("/bikes")).text());
    expect([bare.title, bare.canonical]).toEqual(["Search bikes · MotoMart", `${ORIGIN}/bikes`]);
    const blog = readHead(await (await get("/blog")).text());
    expect([blog.title, blog.canonical]).toEqual(["Blog · MotoMart", `${ORIGIN}/blog`]);
  });

  it("a page preloads its screen's scripts after the page itself (and its pictures), so it is taken over sooner", async () => {
    const html = await (await get("/")).text();
    const end = html.slice(html.lastIndexOf('id="motomart-state"'));
    expect(end).toContain('<link rel="modulepreload" crossorigin="" href="/assets/home-abc.js"></body>');
  });

  it("a page whose data cannot be read goes out for the browser to draw, as before", async () => {
    // A query nobody asked before, so no answer of it is in the edge cache.
    const response = await get(`/bikes?q=unread${Date.now()}`, { env: { DATABASE_URL: "postgres://nobody:nothing@127.0.0.1:1/none" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("motomart-state");
  });
});

describe("seller pages", () => {
  it("fill a seller's head: title, description, canonical and a ProfilePage's JSON-LD; arrive rendered", async () => {
    const seller = await createUser("seller", { verified: true, name: "Ada Lovelace" });
    await createBike(seller.id, { city: "Lyon", country: "France" });
    await createBike(seller.id, { status: "sold" });
    const response = await get(`/seller/${seller.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = readHead(html);
    const url = `${ORIGIN}/seller/${seller.id}`;
    expect(head.title).toBe("Ada Lovelace — bikes for sale · MotoMart");
    expect(head.description).toMatch(
      /^Ada Lovelace sells used motorcycles on MotoMart in Lyon, France: 1 for sale, 1 sold\. Verified seller, member since \w+ \d{4}\.$/,
    );
    expect(head.canonical).toBe(url);
    expect(head.jsonLd).toMatchObject({
      "@type": "ProfilePage",
      url,
      mainEntity: {
        "@type": "Organization",
        name: "Ada Lovelace",
        address: { addressLocality: "Lyon", addressCountry: "France" },
        agentInteractionStatistic: [{ interactionType: "https://schema.org/SellAction", userInteractionCount: 1 }],
      },
    });
    // Rendered by the UI's own components, readable before any script runs.
    expect(html).toMatch(/<h1[^>]*>Ada Lovelace/);
    expect(html).toContain("1 sold on MotoMart");
    expect(html).toContain(`href="/seller/${seller.id}"`);
    expect(html).toContain("No reviews yet");

    // Stars buyers gave are the page's aggregate rating.
    const buyer = await createUser("buyer");
    const booking = await paidBooking(buyer, seller);
    await db()
      .insertInto("reviews")
      .values([
        { booking_id: booking, author_role: "buyer", author_id: buyer.id, subject_id: seller.id, stars: 4, body: "Good." },
        { booking_id: booking, author_role: "seller", author_id: seller.id, subject_id: buyer.id, stars: 5, body: "Good." },
      ])
      .execute();
    const rated = readHead(await (await get(`/seller/${seller.id}`)).text());
    expect(rated.jsonLd.mainEntity.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("say how the seller replies, on their page and their bike's page, drawn before any script runs", async () => {
    const seller = await createUser("seller", { verified: true });
    const bikeId = await createBike(seller.id);
    for (const repliedAfterHours of [1, 2, 40]) {
      const conversation = await createConversation(await createUser("buyer"), seller, { bikeId });
      await sql`UPDATE conversations SET created_at = now() - interval '3 days',
          seller_replied_at = now() - interval '3 days' + make_interval(hours => ${repliedAfterHours})
        WHERE id = ${conversation}`.execute(db());
    }
    for (const path of [`/seller/${seller.id}`, `/bike/${bikeId}`]) {
      const { text } = rendered(await (await get(path)).text());
      expect(text, path).toContain("Usually replies within 2 hours");
      expect(text, path).toContain("Replies to 67 % of messages");
    }
  });

  it("say plainly when the seller is not verified, and when the account was closed (a 404 kept out of the index)", async () => {
    const unverified = await createUser("seller", { verified: false, name: "Unverified Ulla" });
    expect(readHead(await (await get(`/seller/${unverified.id}`)).text()).description).toContain("Not yet verified by MotoMart");

    const closed = await createUser("seller", { verified: true });
    await db()
      .insertInto("deleted_accounts")
      .values({ firebase_uid: `closed-${closed.id}`, email: closed.email, user_id: closed.id })
      .execute();
    await db().deleteFrom("users").where("id", "=", closed.id).execute();
    const response = await get(`/seller/${closed.id}`);
    expect(response.status).toBe(404);
    const head = readHead(await response.text());
    expect(head.description).toBe("This seller's account was closed.");
    expect(head.canonical).toBeUndefined();

    const buyer = await createUser("buyer");
    for (const path of [`/seller/${buyer.id}`, "/seller/0", "/seller/abc", `/seller/${unverified.id}/more`]) {
      expect((await get(path)).status, path).toBe(404);
    }
    const slash = await get(`/seller/${unverified.id}/`);
    expect([slash.status, slash.headers.get("Location")]).toEqual([301, `/seller/${unverified.id}`]);
  });

  it("are listed in the sitemap: verified sellers with bikes for sale, no one else", async () => {
    const listed = await createUser("seller", { verified: true });
    await createBike(listed.id);
    const unverified = await createUser("seller", { verified: false });
    await createBike(unverified.id);
    const soldOut = await createUser("seller", { verified: true });
    await createBike(soldOut.id, { status: "sold" });
    const indexXml = await (await get("/sitemap.xml")).text();
    expect(indexXml).toContain(`<loc>${ORIGIN}/sitemaps/sellers.xml</loc>`);
    const sellersXml = await (await get("/sitemaps/sellers.xml")).text();
    expect(sellersXml).toContain(`<url><loc>${ORIGIN}/seller/${listed.id}</loc></url>`);
    expect(sellersXml).not.toContain(`/seller/${unverified.id}<`);
    expect(sellersXml).not.toContain(`/seller/${soldOut.id}<`);
  });
});

describe("robots.txt and sitemaps", () => {
  it("robots.txt opens the public pages, closes the dashboard and the API, and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const robots = await response.text();
    expect(robots.split("\n")).toEqual(expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /dashboard"]));
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(await (await get("/robots.txt", { env: { ENVIRONMENT: "staging" } })).text()).toBe("User-agent: *\nDisallow: /\n");
  });

  it("the sitemap index names the site's pages and the bike pages with bikes for sale; a bike page lists only bikes for sale", async () => {
    const seller = await createUser("seller");
    const forSale = await createBike(seller.id);
    const sold = await createBike(seller.id, { status: "sold" });
    const index = await get("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const indexXml = await index.text();
    expect(indexXml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const page = Math.floor((forSale - 1) / SITEMAP_PAGE_SIZE) + 1;
    expect(locs[0]).toBe(`${ORIGIN}/sitemaps/pages.xml`);
    expect(locs).toContain(`${ORIGIN}/sitemaps/bikes-${page}.xml`);

    const bikesXml = await (await get(`/sitemaps/bikes-${page}.xml`)).text();
    const urls = [...bikesXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(urls).toContain(`${ORIGIN}/bike/${forSale}`);
    expect(urls).not.toContain(`${ORIGIN}/bike/${sold}`);
    expect(urls.length).toBeLessThanOrEqual(SITEMAP_PAGE_SIZE);
    expect(new Set(urls).size).toBe(urls.length);

    const site = await (await get("/sitemaps/pages.xml")).text();
    expect(site).toContain(`<url><loc>${ORIGIN}/</loc></url>`);
    // The footer's pages, Terms and Privacy among them.
    expect(site).toContain(`<url><loc>${ORIGIN}/terms</loc></url>`);
    expect(site).toContain(`<url><loc>${ORIGIN}/privacy</loc></url>`);
    expect(site).toMatch(new RegExp(`<url><loc>${ORIGIN}/category/\\d+</loc></url>`));
    expect(site).toMatch(new RegExp(`<url><loc>${ORIGIN}/blog/\\d+</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`));

    for (const missing of ["bikes-0.xml", "bikes-43000.xml", "bikes-x.xml", "other.xml"]) {
      expect((await get(`/sitemaps/${missing}`)).status, missing).toBe(404);
    }
  });

  it("pages by id range cover every bike for sale exactly once, each page within its size and range", async () => {
    const seller = await createUser("seller");
    await createBike(seller.id, { status: "sold" });
    const { max } = await db()
      .selectFrom("bikes")
      .select((eb) => eb.fn.max("id").as("max"))
      .where("status", "=", "available")
      .executeTakeFirstOrThrow();
    // About a dozen pages of this database, as 50,000 make twenty of a million bikes.
    const size = Math.ceil(Number(max) / 12);
    const { rows: listed } = await bikeSitemapPagesQuery(size).execute(db());
    const seen: number[] = [];
    for (const { page } of listed) {
      const ids = (await bikeSitemapPageQuery(db(), page, size).execute()).map((row) => row.id);
      expect(ids.length, `page ${page}`).toBeGreaterThan(0);
      expect(ids.length, `page ${page}`).toBeLessThanOrEqual(size);
      expect(
        ids.every((id) => id > (page - 1) * size && id <= page * size),
        `page ${page}`,
      ).toBe(true);
      seen.push(...ids);
    }
    const { rows: all } = await sql<{ id: number }>`SELECT id FROM bikes WHERE status = 'available' ORDER BY id`.execute(db());
    expect(seen).toEqual(all.map((row) => row.id));
  });
});

describe("the UI's paths", () => {
  it.each([
    ["/", true],
    ["/dashboard", true],
    ["/dashboard/", true],
    ["/bike/12", true],
    ["/BIKE/12/", true],
    ["/dashboard/myorder/payment/7", true],
    ["/dashboard/myorder/receipt/7", true],
    ["/privacy", true],
    ["/contactus", true],
    ["/bike/", false],
    ["/bike//", false],
    ["/bike/12/photos", false],
    ["/dashboard/unknown", false],
    ["/dashboard/inbox/new/x", false],
    ["/privacy-policy", false],
    ["", false],
  ])("%s is a screen: %s", (path, expected) => {
    expect(isAppPath(path)).toBe(expected);
  });
});

describe("files", () => {
  it("a missing file is a real 404, not the UI; a file, or a path the app routes, is served", async () => {
    for (const spa of [false, true]) {
      for (const path of ["/images/nope.png", "/assets/x.js", "/vendor/missing.js", "/favicon-old.ico"]) {
        const response = await get(path, { spa });
        expect(response.status, path).toBe(404);
        expect(response.headers.get("Content-Type"), path).toBe("text/plain; charset=utf-8");
        expect(await response.text(), path).toBe("Not found\n");
      }
    }
    const script = await get("/assets/index-abc123.js");
    expect(script.status).toBe(200);
    expect(await script.text()).toBe("console.log(1)");
    for (const path of ["/dashboard/myorder", "/login", "/Login/", "/dashboard/inbox/12", "/terms"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Content-Security-Policy"), path).toBe(PAGE_POLICY);
      expect(await response.text(), path).toBe(SHELL);
    }
  });

  it("every route outside /api is listed as public in the route table, and answers anonymous callers", async () => {
    const routes = [...new Set(pages.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))].sort();
    expect(routes).toEqual([...PAGE_ROUTES].sort());
    for (const path of ["/", "/robots.txt", "/sitemap.xml", "/sitemaps/pages.xml", "/login"]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });
});
