/**
 * Every path the UI shows a screen for. ui/src/app/app-routes.tsx and dashboard-routes.tsx take
 * their <Route path>s from these tables, and the Worker (seo/pages.ts) answers any other path with
 * HTTP 404 and the UI's not-found page — so a mistyped link is not a 200 that search engines keep.
 */

/** The public layout's screens, below "/". */
export const PUBLIC_ROUTES = {
  blog: "blog",
  blogPost: "blog/:id",
  login: "login",
  signUp: "signUp",
  desktopSignIn: "desktop-sign-in",
  finishSignUp: "finish-sign-up",
  accountRemoved: "account-removed",
  category: "category/:id",
  search: "bikes",
  bike: "bike/:id",
  seller: "seller/:id",
  contact: "contactUs",
  /** A mail's unsubscribe link (#37): no sign-in needed. */
  unsubscribe: "unsubscribe",
} as const;

/** The footer's pages (features/info): short, plain pages under their own paths. */
export const INFO_ROUTES = {
  sellFast: "sell-fast",
  membership: "membership",
  bannerAds: "banner-ads",
  adPromotions: "ad-promotions",
  bikesGuide: "bikes-guide",
  faq: "faq",
  staySafe: "stay-safe",
  about: "about",
  careers: "careers",
  terms: "terms",
  privacy: "privacy",
} as const;

/** The dashboard's screens, below "/dashboard/" (its index is the welcome page). */
export const DASHBOARD_ROUTES = {
  payment: "myorder/payment/:id",
  receipt: "myorder/receipt/:id",
  inbox: "inbox",
  askSeller: "inbox/new",
  thread: "inbox/:id",
  saved: "saved",
  savedSearches: "saved-searches",
  notifications: "notifications",
  startSelling: "start-selling",
  addProduct: "addproduct",
  editProduct: "editproduct/:id",
  myProducts: "myproduct",
  adFigures: "ad-figures",
  bookings: "bookings",
  payouts: "payouts",
  allSellers: "allsellers",
  allBuyers: "allbuyers",
  reportedItems: "reporteditems",
  messages: "messages",
  sales: "sales",
  myOrders: "myorder",
  emailSettings: "email-settings",
  undeliveredEmail: "undelivered-email",
} as const;

const patterns: string[][] = [
  [],
  ["dashboard"],
  ...[...Object.values(PUBLIC_ROUTES), ...Object.values(INFO_ROUTES)].map((path) => path.split("/")),
  ...Object.values(DASHBOARD_ROUTES).map((path) => ["dashboard", ...path.split("/")]),
].map((segments) => segments.map((segment) => segment.toLowerCase()));

/**
 * Whether the UI's router shows a screen (not its not-found page) for `pathname`, matching as
 * react-router does: letters in any case, one trailing slash allowed, `:id` any one non-empty segment.
 */
export function isAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (!trimmed.startsWith("/")) return false;
  const segments = trimmed === "/" ? [] : trimmed.slice(1).toLowerCase().split("/");
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length && pattern.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i])),
  );
}
