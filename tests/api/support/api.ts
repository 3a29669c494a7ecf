import { app } from "../../../edge-api/src/app";
import type { Bindings } from "../../../edge-api/src/env";
import { env } from "./test-env";

export interface CallOptions {
  token?: string;
  body?: unknown;
  env?: Bindings;
}

/** One request through the whole Hono app, as a browser would send it. */
export async function call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  return app.request(
    path,
    { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) },
    options.env ?? env,
  );
}

export async function json<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
