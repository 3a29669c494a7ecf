/** The error shape every API answer uses (docs/architecture.md): `{ error: { code, message, fields } }`. */
interface ApiErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/** An API call that did not succeed, carrying the server's own message and per-field messages. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** Reads a failed response's body into an ApiRequestError (falls back to the status text). */
export async function toApiError(response: Response): Promise<ApiRequestError> {
  let body: ApiErrorBody = {};
  try {
    body = (await response.json()) as ApiErrorBody;
  } catch {
    // Not JSON (a proxy page, an empty body): the status line is all we have.
  }
  const message = body.error?.message || `Request failed (${response.status} ${response.statusText || "error"}).`;
  return new ApiRequestError(message, response.status, body.error?.code ?? "http_error", body.error?.fields ?? {});
}

/** The text a person should read for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Please try again.";
}

/**
 * Whether asking again may help: a network failure (status 0), a server error (5xx), a timeout
 * (408) or a rate limit (429). Any other 4xx answer (a missing record, someone else's) will not
 * change by asking again. The query client retries on it; ErrorState offers "Try again" on it.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** What a form whose code could not be fetched says (the browser keeps such a module failed until the page is loaded again). */
export const FORM_UNAVAILABLE = "The form could not load. Check your connection and reload the page.";
