import { toast } from "../../../lib/toast";

/**
 * Shares a page: the system share sheet (Web Share) where the browser has one, else the link is
 * copied to the clipboard. The link is the page's canonical address (the one the Worker writes
 * into its <head>), so what is shared is what search engines and link previews know.
 */
export function ShareButton({ title, text, path }: { title: string; text: string; path: string }) {
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    const data = { title, text, url };
    if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Closing the share sheet is the person's choice, not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied", { id: "share" });
    } catch {
      toast.error(`Could not copy the link. The address is ${url}`, { id: "share" });
    }
  };
  return (
    <button type="button" className="btn btn--outline" onClick={() => void share()}>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4m0-11-6.8 4" />
      </svg>
      Share
    </button>
  );
}
