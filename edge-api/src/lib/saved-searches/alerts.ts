import type { NewNotification } from "../notifications/notify";

/**
 * What saved-search matches tell their owners (#32 point 6): alerts that inform instead of flood.
 * Pure decisions, listed by tests/api/saved-search-alerts.test.ts; match.ts and digest.ts read
 * what they need, call these and write the plan in the same transaction.
 *
 * - One notification per saved search per write (a listing, an edit, a whole CSV import) or per
 *   digest: "14 new bikes match “Honda under $3,000”", opening the search; one bike opens the bike.
 * - A user hears of a bike once, whichever of their searches match it, now or later
 *   (alerted_bikes): it counts under their first matching search (the lowest id).
 * - At most MAX_INSTANT_ALERTS_PER_HOUR instant alerts per user per hour; the rest wait for the
 *   daily digest, with the daily searches' matches.
 */

export const MAX_INSTANT_ALERTS_PER_HOUR = 10;

/** Where an alert of many bikes leads when the search's results path is too long for a notification's link (300). */
const FALLBACK_LINK = "/dashboard/saved-searches";
const MAX_LINK = 300;

/** A new (search, bike) match, with what its alert says. */
export interface Match {
  searchId: number;
  userId: number;
  searchName: string;
  /** The search's results page. */
  searchLink: string;
  /** Instant alerts, or the daily digest. */
  instant: boolean;
  bikeId: number;
  bikeName: string;
}

/** A (user, bike) pair an alert told. */
export interface Told {
  userId: number;
  bikeId: number;
}

export const toldKey = (pair: Told) => `${pair.userId}:${pair.bikeId}`;

export interface AlertPlan {
  notifications: NewNotification[];
  /** Every (user, bike) the notifications tell of: none is told again. */
  told: Told[];
}

export interface InstantPlan extends AlertPlan {
  /** Matches left for the daily digest: the daily searches', and instant ones over the hour's cap. */
  toDigest: { searchId: number; bikeId: number }[];
}

/** "New match for “Honda under $3,000”: Honda CB500X", or "14 new bikes match “…”" opening the search. */
function alertOf(search: Match, bikes: Match[], kind: NewNotification["kind"]): NewNotification {
  if (bikes.length === 1) {
    const [bike] = bikes as [Match];
    return { userId: search.userId, kind, title: `New match for “${search.searchName}”: ${bike.bikeName}`, link: `/bike/${bike.bikeId}` };
  }
  return {
    userId: search.userId,
    kind,
    title: `${bikes.length.toLocaleString("en-US")} new bikes match “${search.searchName}”`,
    link: search.searchLink.length <= MAX_LINK ? search.searchLink : FALLBACK_LINK,
  };
}

/**
 * Each (user, bike) under the user's first matching search (the lowest id): the searches with
 * bikes to tell, in order of user and search, each with its bikes.
 */
function bySearch(matches: readonly Match[]): Match[][] {
  const firstSearch = new Map<string, Match>();
  for (const match of matches) {
    const key = toldKey(match);
    const seen = firstSearch.get(key);
    if (!seen || match.searchId < seen.searchId) firstSearch.set(key, match);
  }
  const searches = new Map<number, Match[]>();
  for (const match of firstSearch.values()) searches.set(match.searchId, [...(searches.get(match.searchId) ?? []), match]);
  return [...searches.values()]
    .map((bikes) => bikes.sort((a, b) => a.bikeId - b.bikeId))
    .sort((a, b) => a[0]!.userId - b[0]!.userId || a[0]!.searchId - b[0]!.searchId);
}

/**
 * When bikes are written: the instant searches' alerts, within each user's hourly cap
 * (`sentLastHour`: the instant alerts each user had in the last hour). Daily searches' matches,
 * and instant ones over the cap, go to the digest; bikes the user was told of already go nowhere.
 */
export function planInstantAlerts(
  matches: readonly Match[],
  context: { told: ReadonlySet<string>; sentLastHour: ReadonlyMap<number, number> },
): InstantPlan {
  const plan: InstantPlan = { notifications: [], told: [], toDigest: [] };
  const fresh = matches.filter((match) => !context.told.has(toldKey(match)));
  for (const match of fresh) if (!match.instant) plan.toDigest.push({ searchId: match.searchId, bikeId: match.bikeId });
  const sent = new Map(context.sentLastHour);
  for (const bikes of bySearch(fresh.filter((match) => match.instant))) {
    const search = bikes[0]!;
    const sentSoFar = sent.get(search.userId) ?? 0;
    if (sentSoFar >= MAX_INSTANT_ALERTS_PER_HOUR) {
      plan.toDigest.push(...bikes.map((bike) => ({ searchId: bike.searchId, bikeId: bike.bikeId })));
      continue;
    }
    sent.set(search.userId, sentSoFar + 1);
    plan.notifications.push(alertOf(search, bikes, "saved_search_match"));
    plan.told.push(...bikes.map((bike) => ({ userId: bike.userId, bikeId: bike.bikeId })));
  }
  return plan;
}

/** The daily digest: one notification per search with waiting matches, of the bikes its owner was not told of yet. */
export function planDigest(pending: readonly Match[], told: ReadonlySet<string>): AlertPlan {
  const plan: AlertPlan = { notifications: [], told: [] };
  for (const bikes of bySearch(pending.filter((match) => !told.has(toldKey(match))))) {
    plan.notifications.push(alertOf(bikes[0]!, bikes, "saved_search_digest"));
    plan.told.push(...bikes.map((bike) => ({ userId: bike.userId, bikeId: bike.bikeId })));
  }
  return plan;
}
