import { formatUsd } from "../../../lib/format";
import { usePlatformFee } from "../../../lib/queries/use-platform-fee";

/**
 * The platform fee as the API charges it (GET /api/payouts/fee, wrangler.toml's PLATFORM_FEE_PERCENT
 * and PLATFORM_FEE_MIN_CENTS): "5 % of the sale price (at least $5)". Read, not written down, so the
 * pages never state a fee the Worker does not take; until it has arrived the words say the rule alone.
 */
export function PlatformFee() {
  const fee = usePlatformFee().data;
  if (!fee) return <>a percentage of the sale price, with a minimum</>;
  return (
    <>
      {fee.percent} % of the sale price (at least {formatUsd(fee.minimum)})
    </>
  );
}
