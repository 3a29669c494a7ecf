import { BDT_RATE_NOTE, formatApproxBdt } from "../../lib/format";

/** The BDT figure beside a USD price: a conversion at the one configured rate, marked "≈" (lib/format.ts). */
export function ApproxBdt({ usd, className = "muted" }: { usd: number; className?: string }) {
  return (
    <span className={className} title={BDT_RATE_NOTE}>
      {formatApproxBdt(usd)}
    </span>
  );
}
