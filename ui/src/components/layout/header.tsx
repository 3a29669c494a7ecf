import { lazy, useEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "../../lib/toast";
import { Link, NavLink, useLocation } from "react-router-dom";
import { signOutUser } from "../../lib/auth/actions";
import { useSession } from "../../lib/auth/use-session";
import { errorMessage } from "../../lib/api-error";
import { LazyPart } from "../../lib/lazy-part";
import { Brand } from "./brand";
import { ErrorBoundary } from "./error-boundary";
import { SiteSearchForm, useResultsKeyword } from "./site-search-form";

// The search field and its suggestions load just after the first paint: the home page's first
// load has a budget (ui/scripts/first-load-size.ts). Its place is kept meanwhile.
const HeaderSearch = lazy(() => import("./header-search").then((module) => ({ default: module.HeaderSearch })));
import { useEscapeToClose } from "./use-escape-to-close";
import "./header.css";

const links = [
  { to: "/", label: "Home", end: true },
  { to: "/dashboard", label: "Dashboard", end: false },
  { to: "/blog", label: "Blog", end: false },
  { to: "/contactUs", label: "Contact Us", end: false },
];

/**
 * The search without its code (its chunk could not be fetched): a plain form that opens the same
 * results page (/bikes?q=…) by a page load, without suggestions — the header keeps its search.
 */
function PlainSearch() {
  const keyword = useResultsKeyword() ?? "";
  return (
    <SiteSearchForm key={keyword} action="/bikes" method="get">
      <input
        id="site-search"
        name="q"
        type="search"
        className="input site-search__input"
        placeholder="Search brands and models"
        defaultValue={keyword}
        required
      />
    </SiteSearchForm>
  );
}

function logOut() {
  signOutUser().catch((error: unknown) => {
    console.error("Log Out failed", error);
    toast.error(errorMessage(error));
  });
}

/**
 * docs/product-spec.md §2 header: Home, Dashboard, Blog, Contact Us, Login / Log Out; mobile dropdown
 * and drawer toggle; the notifications bell the layouts pass in (a shared component imports no feature).
 */
export function Header({ drawerToggle, bell }: { drawerToggle?: ReactNode; bell?: ReactNode }) {
  const { user, authLoading } = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  useEscapeToClose(menuOpen, () => setMenuOpen(false), menuButton);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <div className="site-header__start">
          {drawerToggle}
          <Brand />
        </div>
        <ErrorBoundary fallback={<PlainSearch />}>
          <LazyPart fallback={<div className="site-search" aria-hidden="true" />}>
            <HeaderSearch />
          </LazyPart>
        </ErrorBoundary>
        {/* The signed-in user's notifications (features/notifications, given by the layouts). */}
        {user && <ErrorBoundary fallback={null}>{bell}</ErrorBoundary>}
        <button
          ref={menuButton}
          type="button"
          className="icon-button site-header__menu-button"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d={menuOpen ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <nav id="site-nav" aria-label="Main" className={`site-nav${menuOpen ? " site-nav--open" : ""}`}>
          <ul className="site-nav__list">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="site-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="site-nav__account">
              {authLoading ? (
                <span className="site-nav__placeholder" aria-hidden="true" />
              ) : user ? (
                <button type="button" className="btn btn--outline btn--sm" onClick={logOut}>
                  Log Out
                </button>
              ) : (
                <Link to="/login" state={{ from: location }} className="btn btn--primary btn--sm">
                  Login
                </Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
