import { resource } from "../../../../lib/query-keys";

/** What verifying or deleting accounts changes: the account lists, and the bikes, ads, bookings and reports that show the account. */
export const ACCOUNT_RESOURCES = [resource.users, resource.bikes, resource.ads, resource.bookings, resource.reports] as const;
