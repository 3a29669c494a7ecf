import { useEffect } from "react";
import toast, { Toaster, useToasterStore } from "react-hot-toast";

/** docs/product-spec.md §9 toast rules. */
const TOAST_LIMIT = 20;
const DURATIONS = { blank: 4000, error: 4000, success: 2000, loading: Infinity } as const;

export function AppToaster() {
  const { toasts } = useToasterStore();

  // At most 20 toasts at once: the oldest visible ones beyond the limit are dismissed.
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      containerStyle={{ zIndex: 9999 }}
      toastOptions={{
        duration: DURATIONS.blank,
        blank: { duration: DURATIONS.blank },
        error: { duration: DURATIONS.error },
        success: { duration: DURATIONS.success },
        loading: { duration: DURATIONS.loading },
        style: { borderRadius: "10px", fontSize: "0.95rem" },
      }}
    />
  );
}
