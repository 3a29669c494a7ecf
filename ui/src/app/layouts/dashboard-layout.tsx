import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { Footer } from "../../components/layout/footer";
import { Header } from "../../components/layout/header";
import { RouteOutlet } from "../../components/layout/route-outlet";
import { ScrollToTop } from "../../components/layout/scroll-to-top";
import { useSession } from "../../lib/auth/use-session";
import { DashboardMenu } from "./dashboard-menu";
import { HeaderBell } from "./header-bell";
import { useEscapeToClose } from "../../components/layout/use-escape-to-close";
import "./dashboard-layout.css";

/** docs/product-spec.md §2 dashboard layout: header (with the drawer toggle), side drawer menu, outlet, footer. */
export default function DashboardLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const { user, role } = useSession();

  const drawerButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

  useEscapeToClose(drawerOpen, () => setDrawerOpen(false), drawerButton);

  const drawerToggle = (
    <button
      ref={drawerButton}
      type="button"
      className="icon-button dash-drawer-toggle"
      aria-label={drawerOpen ? "Close dashboard menu" : "Open dashboard menu"}
      aria-expanded={drawerOpen}
      aria-controls="dashboard-drawer"
      onClick={() => setDrawerOpen((open) => !open)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M4 5h7v6H4zM13 5h7v4h-7zM13 11h7v8h-7zM4 13h7v6H4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );

  return (
    <div className="page">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header drawerToggle={drawerToggle} bell={<HeaderBell />} />
      <div className="container dash">
        <aside id="dashboard-drawer" className={`dash__drawer${drawerOpen ? " dash__drawer--open" : ""}`} aria-label="Dashboard menu">
          <div className="dash__who">
            <p className="dash__name">{user?.displayName || user?.email}</p>
            {role && <p className={`badge badge--${role}`}>{role}</p>}
          </div>
          <nav aria-label="Dashboard">
            <DashboardMenu />
          </nav>
        </aside>
        {drawerOpen && <div className="dash__scrim" aria-hidden="true" onClick={() => setDrawerOpen(false)} />}
        <main id="main" className="dash__content">
          <RouteOutlet />
        </main>
      </div>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
