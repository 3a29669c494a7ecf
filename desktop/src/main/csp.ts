/**
 * The Content-Security-Policy every app:// page is served with. The API is same-origin (the
 * protocol handler proxies /api/*), so scripts and connections stay on 'self' plus what Firebase
 * Auth and Stripe need. Inline styles are allowed for the toast library's runtime <style>.
 */
export function contentSecurityPolicy(options: { authEmulatorOrigin?: string } = {}): string {
  const connect = ["'self'", "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com", "https://api.stripe.com"];
  if (options.authEmulatorOrigin) connect.push(options.authEmulatorOrigin);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "https://js.stripe.com"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": connect,
    "frame-src": ["https://js.stripe.com", "https://hooks.stripe.com"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
