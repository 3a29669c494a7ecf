import { ADS_SLIDER_SIZE } from "../../../edge-api/src/lib/bikes/ads-slider";

/**
 * What Advertise does and for how long, said before it is clicked (#33 point 10): My Products'
 * lead and the owner's Ads button. True to routes/ads.ts: free, the home slider, newest first,
 * until the bike sells or leaves the market.
 */
export const ADVERTISE_EXPLAINED = `Advertising is free: the bike joins “Featured bikes from our sellers” on the home page until it sells or you take it off the market. The slider shows the ${ADS_SLIDER_SIZE} most recently advertised bikes, so newer ads move yours along.`;
