import { DASHBOARD_ROUTES, INFO_ROUTES, PUBLIC_ROUTES } from "../../../../../edge-api/src/seo/app-paths";
import type { InfoPageKey } from "../content/types";

/** Links from the info pages, built from the same tables as the routes, so a page never links to a path that has no screen. */
export const infoPath = (page: InfoPageKey) => `/${INFO_ROUTES[page]}`;
export const publicPath = (screen: Exclude<keyof typeof PUBLIC_ROUTES, "blogPost" | "category" | "bike">) => `/${PUBLIC_ROUTES[screen]}`;
export const dashboardPath = (screen: Exclude<keyof typeof DASHBOARD_ROUTES, "payment" | "receipt" | "thread" | "editProduct">) =>
  `/dashboard/${DASHBOARD_ROUTES[screen]}`;
