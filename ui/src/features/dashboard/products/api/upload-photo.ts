import { ApiRequestError, toApiError } from "../../../../lib/api-error";
import { getIdToken } from "../../../../lib/auth/id-token";

const UNREACHABLE = "Cannot reach the server. Check your connection and try again.";

/**
 * `POST /api/photos` with the image as the body → `{ url: "/api/photos/<key>" }`, reporting the
 * bytes sent so far (`onProgress(sent, total)`): fetch has no upload progress, XMLHttpRequest does.
 * `signal` cancels it (a photo removed while it uploads). Throws an ApiRequestError with the
 * server's message (type, size, rate limit) when it is refused.
 */
export async function uploadPhoto(
  body: Blob,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<{ url: string }> {
  const token = await getIdToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/photos");
    request.setRequestHeader("Content-Type", body.type);
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : body.size);
    request.onload = () => {
      const response = new Response(request.responseText, { status: request.status, statusText: request.statusText });
      if (response.ok) resolve(response.json() as Promise<{ url: string }>);
      else void toApiError(response).then(reject);
    };
    request.onerror = () => reject(new ApiRequestError(UNREACHABLE, 0, "network"));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    if (signal?.aborted) return request.abort();
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}
