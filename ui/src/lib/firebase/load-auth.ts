// A type-only import: the SDK itself is fetched by the import() below, on first use.
import type * as AuthSdkModule from "./auth-sdk";

type AuthSdk = typeof AuthSdkModule;

let loading: Promise<AuthSdk> | undefined;

/** Loads (once) and returns the initialised Firebase Auth SDK. */
export function loadAuth(): Promise<AuthSdk> {
  loading ??= import("./auth-sdk");
  return loading;
}
