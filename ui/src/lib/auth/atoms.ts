import { atom } from "jotai";

/** The signed-in Firebase user, reduced to what screens read. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** Whether the address is verified (Google accounts are); sellers list bikes only then. */
  emailVerified: boolean;
}

export type Role = "admin" | "seller" | "buyer";

/**
 * What the server says of the signed-in account (GET /api/users/me): it has a profile (`ready`),
 * its sign-up stopped before the profile was saved (`unfinished`: the app asks to finish), or an
 * admin removed it (`removed`: the app says so).
 */
export type AccountState = "ready" | "unfinished" | "removed";

/** docs/product-spec.md §4: auth loading starts true and becomes false on each auth state change. */
export const authLoadingAtom = atom(true);
export const sessionUserAtom = atom<SessionUser | null>(null);

/**
 * docs/product-spec.md §4 role check: loading until the server answered for the current email. `userId` is the
 * server's id of the signed-in user (null without a user record), to recognise their own bikes.
 */
export interface RoleState {
  email: string | null;
  role: Role | null;
  userId: number | null;
  account: AccountState | null;
  loading: boolean;
}
export const roleStateAtom = atom<RoleState>({ email: null, role: null, userId: null, account: null, loading: true });

/** True while the sign-up form creates the account and saves its profile: not yet an unfinished one. */
export const signingUpAtom = atom(false);

/** Bumped after the user record changes (sign-up) so the role is asked again. */
export const roleVersionAtom = atom(0);
