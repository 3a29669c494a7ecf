import type { ToastOptions } from "react-hot-toast";

/**
 * Toasts without react-hot-toast in the first load (it and its CSS-in-JS are ~5 KB gzip, and the
 * home page budget is 110 KB, see ui/scripts/first-load-size.ts): the library arrives with the
 * toaster just after the first paint (app/app.tsx), or with the first toast if that is sooner.
 * Toasts keep their order: each waits for the same import.
 */
const library = () => import("react-hot-toast");

export const toast = {
  success: (message: string, options?: ToastOptions) => void library().then(({ toast: show }) => show.success(message, options)),
  error: (message: string, options?: ToastOptions) => void library().then(({ toast: show }) => show.error(message, options)),
  /** Takes the toast with this id off the screen at once (e.g. a form's error once it is sent again). */
  remove: (id: string) => void library().then(({ toast: show }) => show.remove(id)),
};
