import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Spinner } from "./spinner";

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
  /** What the spinner announces while busy. */
  busyLabel: string;
  children: ReactNode;
}

/** A button that shows a spinner and is disabled while its work runs. */
export function BusyButton({ busy, busyLabel, children, disabled, type = "button", ...rest }: BusyButtonProps) {
  return (
    <button type={type} disabled={busy || disabled} {...rest}>
      {busy ? <Spinner size="sm" label={busyLabel} /> : children}
    </button>
  );
}
