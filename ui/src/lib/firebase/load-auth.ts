type AuthSdk = typeof import("./auth-sdk");

let loading: Promise<AuthSdk> | undefined;

/** Loads (once) and returns the initialised Firebase Auth SDK. */
export function loadAuth(): Promise<AuthSdk> {
  loading ??= import("./auth-sdk");
  return loading;
}
