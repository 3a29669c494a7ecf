import type { MenuItemConstructorOptions } from "electron";
import type { DesktopCommand, DesktopRole } from "../../../ui/src/lib/desktop/desktop";

export interface MenuDeps {
  role: DesktopRole;
  isMac: boolean;
  send(command: DesktopCommand): void;
  reload(): void;
  openExternal(url: string): void;
  websiteUrl: string;
}

/** The dashboard pages, numbered for Ctrl+1…: Overview for everyone, then the role's own pages. */
const PAGES: Record<Exclude<DesktopRole, null>, { label: string; path: string }[]> = {
  seller: [
    { label: "Add A Product", path: "/dashboard/addproduct" },
    { label: "My Products", path: "/dashboard/myproduct" },
    // What each listing's ad did in the last 30 days, sortable, exported as CSV (#38).
    { label: "Ad figures", path: "/dashboard/ad-figures" },
    // "Ask the seller" conversations (ui/src/features/conversations).
    { label: "Messages", path: "/dashboard/inbox" },
  ],
  admin: [
    { label: "All Sellers", path: "/dashboard/allsellers" },
    { label: "All Buyers", path: "/dashboard/allbuyers" },
    { label: "Reported Items", path: "/dashboard/reporteditems" },
    { label: "Messages", path: "/dashboard/messages" },
  ],
  buyer: [
    { label: "My orders", path: "/dashboard/myorder" },
    { label: "Messages", path: "/dashboard/inbox" },
  ],
};

/**
 * The native menu: File (add product, import/export CSV), Edit, View (refresh, zoom), Go (the
 * signed-in role's dashboard pages on CmdOrCtrl+1…), Help. Seller actions are disabled for
 * other roles.
 */
export function menuTemplate(deps: MenuDeps): MenuItemConstructorOptions[] {
  const seller = deps.role === "seller";
  const go = (path: string) => () => deps.send({ type: "navigate", path });
  const pages = [{ label: "Overview", path: "/dashboard" }, ...(deps.role ? PAGES[deps.role] : [])];

  const file: MenuItemConstructorOptions = {
    label: "&File",
    submenu: [
      { label: "Add Product…", accelerator: "CmdOrCtrl+N", enabled: seller, click: go("/dashboard/addproduct") },
      { label: "Import Bikes from CSV…", accelerator: "CmdOrCtrl+I", enabled: seller, click: () => deps.send({ type: "import-csv" }) },
      { label: "Export My Products to CSV…", accelerator: "CmdOrCtrl+E", enabled: seller, click: () => deps.send({ type: "export-csv" }) },
      { type: "separator" },
      deps.isMac ? { role: "close" } : { role: "quit" },
    ],
  };
  const edit: MenuItemConstructorOptions = {
    label: "&Edit",
    submenu: [
      { role: "undo" },
      { role: "redo" },
      { type: "separator" },
      { role: "cut" },
      { role: "copy" },
      { role: "paste" },
      { label: "Select All Rows", accelerator: "CmdOrCtrl+Shift+A", click: () => deps.send({ type: "select-all" }) },
      { role: "selectAll" },
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: "&View",
    submenu: [
      { label: "Refresh", accelerator: "CmdOrCtrl+R", click: () => deps.reload() },
      { type: "separator" },
      { role: "resetZoom" },
      { role: "zoomIn" },
      { role: "zoomOut" },
      { type: "separator" },
      { role: "togglefullscreen" },
    ],
  };
  const goMenu: MenuItemConstructorOptions = {
    label: "&Go",
    submenu: pages.map((page, index) => ({ label: page.label, accelerator: `CmdOrCtrl+${index + 1}`, click: go(page.path) })),
  };
  const help: MenuItemConstructorOptions = {
    role: "help",
    submenu: [{ label: "Open MotoMart Website", click: () => deps.openExternal(deps.websiteUrl) }],
  };
  const template = [file, edit, view, goMenu, help];
  return deps.isMac ? [{ role: "appMenu" }, ...template] : template;
}
