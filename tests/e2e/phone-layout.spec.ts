import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { DEMO, signIn, type Account } from "./support/auth";
import { auth, bookViaApi, createUserViaApi, idToken, payViaApi, postBikesViaApi } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { DASHBOARD_ROUTES, INFO_ROUTES, PUBLIC_ROUTES } from "../../edge-api/src/seo/app-paths";

/**
 * Issue #12: on a 390 px phone no page scrolls sideways, and the dashboard tables (My products,
 * All sellers, All buyers, My orders) show every row's actions without scrolling inside a table.
 * Every route of ui/src/app/app-routes.tsx and dashboard-routes.tsx is visited, signed out or as the
 * role that may open it; a route added there without a visit here fails the first test.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The route patterns of app-routes.tsx and dashboard-routes.tsx (edge-api/src/seo/app-paths.ts, "*", "dashboard/*" and the two index routes) → who visits them here. */
const VISITED = {
  "(home index)": "anyone",
  blog: "anyone",
  "blog/:id": "anyone",
  login: "anyone",
  signUp: "anyone",
  "desktop-sign-in": "anyone",
  "category/:id": "anyone",
  bikes: "anyone",
  "bike/:id": "anyone",
  "seller/:id": "anyone",
  contactUs: "anyone",
  unsubscribe: "anyone",
  ...Object.fromEntries(Object.values(INFO_ROUTES).map((path) => [path, "anyone"])),
  // Signed out they lead on (to /login, or home); signed in, accounts.spec.ts shows them.
  "finish-sign-up": "anyone",
  "account-removed": "anyone",
  "*": "anyone",
  "dashboard/*": "buyer, seller, admin",
  "myorder/payment/:id": "buyer",
  "myorder/receipt/:id": "buyer",
  inbox: "buyer, seller",
  "inbox/new": "buyer",
  "inbox/:id": "buyer",
  addproduct: "seller",
  "editproduct/:id": "seller",
  myproduct: "seller",
  "ad-figures": "seller",
  bookings: "seller",
  payouts: "seller",
  allsellers: "admin",
  allbuyers: "admin",
  reporteditems: "admin",
  messages: "admin",
  sales: "admin",
  myorder: "buyer",
  saved: "buyer",
  "saved-searches": "buyer",
  notifications: "buyer",
  "start-selling": "buyer",
  "email-settings": "buyer",
  "undelivered-email": "admin",
} as const;

test("this spec visits every route of the app", () => {
  const source = ["app-routes.tsx", "dashboard-routes.tsx"]
    .map((file) => readFileSync(new URL(`../../ui/src/app/${file}`, import.meta.url), "utf8"))
    .join("\n");
  const paths = [
    ...[...source.matchAll(/\bpath="([^"]+)"/g)].map((match) => match[1]!),
    ...[PUBLIC_ROUTES, INFO_ROUTES, DASHBOARD_ROUTES].flatMap((table) => Object.values(table) as string[]),
  ];
  const unvisited = paths.filter((path) => !(path in VISITED));
  expect(unvisited, "routes in app-routes.tsx or dashboard-routes.tsx that phone-layout.spec.ts does not visit").toEqual([]);
  expect([...source.matchAll(/<Route index\b/g)], "index routes (home and dashboard welcome)").toHaveLength(2);
});

interface Overflow {
  route: string;
  problems: string[];
}

/**
 * What sticks out on the current page: the document wider than the viewport (naming the outermost
 * elements past its right edge), and any visible box that scrolls sideways inside itself.
 */
async function sidewaysProblems(page: Page): Promise<string[]> {
  // The phone's width, not innerWidth: a mobile browser zooms out to fit a page that is too wide, widening innerWidth.
  return page.evaluate((viewport) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${[...element.classList].map((name) => `.${name}`).join("")}`;
    const clipsX = (element: Element) => ["hidden", "clip", "auto", "scroll"].includes(getComputedStyle(element).overflowX);
    const problems: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewport) {
      const sticking = [...document.body.querySelectorAll("*")].filter((element) => {
        if (element.getBoundingClientRect().right <= viewport + 0.5 || !element.checkVisibility()) return false;
        // Only the outermost culprit: its parent does not stick out, and nothing above it clips.
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) if (clipsX(up)) return false;
        const parent = element.parentElement;
        return !parent || parent === document.body || parent.getBoundingClientRect().right <= viewport + 0.5;
      });
      problems.push(
        `document is ${scrollWidth}px wide (viewport ${viewport}px); sticking out: ${sticking.slice(0, 5).map(describe).join(", ") || "?"}`,
      );
    }
    for (const element of document.body.querySelectorAll("*")) {
      const overflowX = getComputedStyle(element).overflowX;
      if ((overflowX === "auto" || overflowX === "scroll") && element.scrollWidth > element.clientWidth + 1 && element.checkVisibility()) {
        problems.push(`${describe(element)} scrolls sideways inside (${element.scrollWidth}px in ${element.clientWidth}px)`);
      }
    }
    return problems;
  }, PHONE.width);
}

/** Waits for the page's data and lazy sections (scrolling to the end loads those below the fold). */
async function settle(page: Page) {
  const loading = page.locator('[role="progressbar"], [role="status"][aria-label^="Loading"]');
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(loading).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(loading).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Opens `path` as a link in the app would, after a first page.goto: a layout is the same however
 * the page was reached, and a full load per route was most of this spec's time. The outlet mounts
 * a new screen when the path changes (components/layout/route-outlet.tsx), so the old screen's
 * heading leaving says the new one is on its way; a path that changes only its query is loaded.
 */
async function open(page: Page, path: string) {
  const current = new URL(page.url());
  if (current.protocol === "about:" || current.pathname === new URL(path, current).pathname) {
    await page.goto(path);
    return;
  }
  const heading = await page.locator("h1").first().elementHandle();
  // What react-router's <BrowserRouter> hears from a link: a new history entry, then popstate.
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  if (heading) await page.waitForFunction((old) => !old.isConnected, heading);
}

/** Visits each path and gathers every sideways problem, so one run names every offending route. */
async function checkRoutes(page: Page, who: string, paths: string[], found: Overflow[]) {
  for (const path of paths) {
    await open(page, path);
    await settle(page);
    const problems = await sidewaysProblems(page);
    if (problems.length) found.push({ route: `${path} (${who})`, problems });
  }
}

const expectNone = (found: Overflow[]) =>
  expect(
    found.map(({ route, problems }) => `${route}: ${problems.join("; ")}`),
    "routes that scroll sideways on a 390 px phone",
  ).toEqual([]);

/**
 * Every row's actions (Pay, Advertise, Delete, Verify) lie inside the phone's width, so nothing
 * needs a sideways scroll; thumbnails keep their 64×48 size.
 */
async function expectRowsFit(page: Page, table: string, actions: RegExp) {
  const rows = page.getByRole("table", { name: table }).getByRole("row");
  await expect(rows.nth(1)).toBeVisible();
  const report = await page.getByRole("table", { name: table }).evaluate(
    (element, [pattern, viewport]) => {
      const matcher = new RegExp(pattern);
      const controls = [...element.querySelectorAll("tbody button, tbody a")].filter((control) =>
        matcher.test(control.getAttribute("aria-label") ?? control.textContent ?? ""),
      );
      const outside = controls
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.left < 0 || box.right > viewport + 0.5;
        })
        .map((control) => control.getAttribute("aria-label") ?? control.textContent);
      const thumbs = [...element.querySelectorAll("tbody img")].map((img) => {
        const box = img.getBoundingClientRect();
        return `${Math.round(box.width)}x${Math.round(box.height)}`;
      });
      return { controls: controls.length, outside, thumbs: [...new Set(thumbs)] };
    },
    [actions.source, PHONE.width] as const,
  );
  expect(report.controls, `${table}: row actions matching ${actions}`).toBeGreaterThan(0);
  expect(report.outside, `${table}: row actions beyond the phone's width`).toEqual([]);
  for (const size of report.thumbs) expect(size, `${table}: thumbnail size`).toBe("64x48");
}

async function firstIds(request: APIRequestContext) {
  const [category] = (await (await request.get("/api/categories")).json()) as [{ _id: number }];
  const bikes = (await (await request.get("/api/bikes", { params: { id: String(category._id), limit: "1" } })).json()) as {
    items: [{ _id: number; sellerId: number }];
  };
  const [blog] = (await (await request.get("/api/blogsLimit")).json()) as [{ _id: number }];
  return { category: category._id, bike: bikes.items[0]._id, seller: bikes.items[0].sellerId, blog: blog._id };
}

test("public and sign-in pages do not scroll sideways on a phone", async ({ page, request }) => {
  const ids = await firstIds(request);
  const found: Overflow[] = [];
  await checkRoutes(
    page,
    "signed out",
    [
      "/",
      "/blog",
      `/blog/${ids.blog}`,
      "/login",
      "/signUp",
      `/desktop-sign-in?port=45678&state=${"s".repeat(43)}`,
      "/desktop-sign-in",
      `/category/${ids.category}`,
      "/bikes?q=honda",
      "/bikes?q=no-such-bike-anywhere",
      `/bike/${ids.bike}`,
      `/seller/${ids.seller}`,
      "/contactUs",
      "/unsubscribe?token=not-a-real-token",
      "/finish-sign-up",
      "/account-removed",
      "/no-such-page",
      ...Object.values(INFO_ROUTES).map((path) => `/${path}`),
    ],
    found,
  );
  // The header's menu, open.
  await open(page, "/");
  await settle(page);
  await page.getByRole("button", { name: "Open menu" }).tap();
  const problems = await sidewaysProblems(page);
  if (problems.length) found.push({ route: "/ with the menu open (signed out)", problems });
  expectNone(found);
});

test("a phone's results show three bikes or more per screen, each photo beside its text (#33)", async ({ page, request }) => {
  const ids = await firstIds(request);
  for (const path of [`/category/${ids.category}`, "/bikes"]) {
    await page.goto(path);
    const cards = page.getByRole("list", { name: "Bikes" }).getByRole("article");
    await expect(cards.nth(2)).toBeVisible();
    const [first, , third] = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
    expect(third!.y + third!.height - first!.y, `${path}: three cards' height`).toBeLessThanOrEqual(PHONE.height);
    const photo = (await cards.first().locator("img").boundingBox())!;
    const name = (await cards.first().getByRole("heading").boundingBox())!;
    expect(name.x, `${path}: the name beside the photo`).toBeGreaterThanOrEqual(photo.x + photo.width - 1);
    // The condition says it is the condition, not a price rating.
    await expect(cards.first().getByText(/^Condition: (excellent|good|fair)$/)).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath("phone-results.png") });
});

/** Signs in and visits the role's dashboard pages, then the dashboard with its drawer open. */
async function checkDashboard(page: Page, account: Account, who: string, paths: string[]) {
  await signIn(page, account);
  const found: Overflow[] = [];
  await checkRoutes(page, who, ["/dashboard", ...paths], found);
  // The dashboard drawer, open.
  await open(page, "/dashboard");
  await settle(page);
  await page.getByRole("button", { name: "Open dashboard menu" }).tap();
  const problems = await sidewaysProblems(page);
  if (problems.length) found.push({ route: `/dashboard with the menu open (${who})`, problems });
  return found;
}

test("a buyer's dashboard, My orders, payment, Saved bikes and Notifications fit a phone", async ({ page, request }) => {
  // A booking of its own to pay, on a bike with a long name.
  const [category] = (await (await request.get("/api/categories")).json()) as [{ _id: number }];
  const seller = await createUserViaApi(request, "seller");
  const name = `E2E Phone Kawasaki Ninja ZX-10R Special Edition ${Date.now().toString(36)}`;
  const [bikeId] = await postBikesViaApi(request, seller, category._id, [name]);
  const buyer = await createUserViaApi(request, "buyer");
  const booked = await request.post("/api/bookings", {
    data: { bikeId, phone: "01711223344", location: "House 12, Road 7, Sector 4, Uttara, Dhaka", email: buyer.email },
    headers: auth(buyer.token),
  });
  expect(booked.ok(), `POST /api/bookings: ${booked.status()}`).toBe(true);
  const { insertedId } = (await booked.json()) as { insertedId: number };
  // A conversation with the seller, with a long unbroken word as people paste links.
  const asked = await request.post("/api/conversations", {
    data: { bikeId, body: `Is it still available? See https://example.com/${"x".repeat(80)}` },
    headers: auth(buyer.token),
  });
  expect(asked.ok(), `POST /api/conversations: ${asked.status()}`).toBe(true);
  const { conversationId } = (await asked.json()) as { conversationId: number };
  // The long-named bike saved, and a notification about it (the seller's reply), for Saved bikes and Notifications.
  const saved = await request.put(`/api/saved-bikes/${bikeId}`, { headers: auth(buyer.token) });
  expect(saved.ok(), `PUT /api/saved-bikes: ${saved.status()}`).toBe(true);
  // A saved search with a long unbroken keyword, for Saved searches.
  const search = await request.post("/api/saved-searches", {
    data: { name: `Search ${"z".repeat(50)}`, filters: { q: "w".repeat(90) } },
    headers: auth(buyer.token),
  });
  expect(search.ok(), `POST /api/saved-searches: ${search.status()}`).toBe(true);
  const replied = await request.post(`/api/conversations/${conversationId}/messages`, {
    data: { body: `Yes. Details at https://example.com/${"y".repeat(80)}` },
    headers: auth(seller.token),
  });
  expect(replied.ok(), `POST /api/conversations/:id/messages: ${replied.status()}`).toBe(true);

  // A second bike of the seller's, bought and paid, for its receipt.
  const [paidBikeId] = await postBikesViaApi(request, seller, category._id, [`E2E Phone Paid ${Date.now().toString(36)}`]);
  const paidBooking = await bookViaApi(request, buyer, paidBikeId!);
  await payViaApi(request, buyer, paidBooking);

  const found = await checkDashboard(page, buyer, "buyer", [
    "/dashboard/myorder",
    `/dashboard/myorder/payment/${insertedId}`,
    `/dashboard/myorder/receipt/${paidBooking}`,
    "/dashboard/inbox",
    `/dashboard/inbox/new?bike=${bikeId}`,
    `/dashboard/inbox/${conversationId}`,
    "/dashboard/saved",
    "/dashboard/saved-searches",
    "/dashboard/notifications",
    "/dashboard/start-selling",
    "/dashboard/email-settings",
  ]);
  expectNone(found);
  await page.goto("/dashboard/myorder");
  await expectRowsFit(page, "My orders", /^Pay/);
  await expectNoSeriousAxeViolations(page, "at 390 px");
});

test("a seller's dashboard, Add product, Edit product, My products, Ad figures and Bookings fit a phone", async ({ page, request }) => {
  // One of the demo seller's unsold bikes, for its Edit page.
  const token = await idToken(request, DEMO.seller);
  const mine = await request.get("/api/bikes/my", { params: { email: DEMO.seller.email, limit: "50" }, headers: auth(token) });
  const editable = ((await mine.json()) as { items: { _id: number; status: string }[] }).items.find((bike) => bike.status !== "sold");
  expect(editable, "an unsold bike of the demo seller").toBeDefined();
  const found = await checkDashboard(page, DEMO.seller, "seller", [
    "/dashboard/addproduct",
    `/dashboard/editproduct/${editable!._id}`,
    "/dashboard/myproduct",
    "/dashboard/ad-figures",
    "/dashboard/bookings",
    "/dashboard/payouts",
    "/dashboard/inbox",
  ]);
  expectNone(found);
  await page.goto("/dashboard/myproduct");
  await expectRowsFit(page, "My products", /^(Advertise|Delete|Edit|Withdraw:|Sold elsewhere:|Put back on sale:) /);
  await expectNoSeriousAxeViolations(page, "at 390 px");
});

test("an admin's dashboard, All sellers, All buyers, Reported Items and Messages fit a phone", async ({ page, request }) => {
  // An unverified seller (All sellers shows Verify) and a report from a buyer whose address has a
  // long unbroken part, as real addresses do.
  const seller = await createUserViaApi(request, "seller", "phoneunverifiedsellerwithaverylongaddress");
  const [category] = (await (await request.get("/api/categories")).json()) as [{ _id: number }];
  const [bikeId] = await postBikesViaApi(request, seller, category._id, [`E2E Phone Reported Bike ${Date.now().toString(36)}`]);
  const reporter = await createUserViaApi(request, "buyer", "phonereporterwithaverylongemailaddress");
  const reported = await request.post("/api/reports", {
    data: { bikeId, reason: "The_listing_text_repeats_itself_without_any_spaces_at_all_which_looks_wrong." },
    headers: auth(reporter.token),
  });
  expect(reported.ok(), `POST /api/reports: ${reported.status()}`).toBe(true);
  const found = await checkDashboard(page, DEMO.admin, "admin", [
    "/dashboard/allsellers",
    "/dashboard/allbuyers",
    "/dashboard/reporteditems",
    "/dashboard/messages",
    "/dashboard/sales",
    "/dashboard/undelivered-email",
  ]);
  expectNone(found);
  await page.goto("/dashboard/allsellers");
  await expectRowsFit(page, "All Sellers", /^(Verify|Delete) /);
  await expectNoSeriousAxeViolations(page, "at 390 px");
  await page.goto("/dashboard/allbuyers");
  await expectRowsFit(page, "All Buyers", /^Delete /);
});
