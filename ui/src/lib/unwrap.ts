import { ApiRequestError, toApiError } from "./api-error";
import { refreshRole } from "./auth/actions";

interface JsonResponse {
  ok: boolean;
  json(): Promise<unknown>;
}

type JsonOf<R extends JsonResponse> = Awaited<ReturnType<R["json"]>>;

/**
 * Awaits a hono/client call and returns its JSON, or throws an ApiRequestError carrying the
 * server's message and field messages. A network failure becomes a readable error too.
 */
export async function unwrap<R extends JsonResponse>(request: Promise<R>): Promise<JsonOf<R>> {
  let response: R;
  try {
    response = await request;
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    console.error(error);
    throw new ApiRequestError("Cannot reach the server. Check your connection and try again.", 0, "network");
  }
  if (!response.ok) {
    const error = await toApiError(response as unknown as Response);
    // An admin removed this account while it was signed in: asking who it is shows the app's
    // "This account was removed" (features/auth AccountGate) wherever the person was.
    if (error.code === "account_removed") refreshRole();
    throw error;
  }
  return (await response.json()) as JsonOf<R>;
}
