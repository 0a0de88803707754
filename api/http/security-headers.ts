/**
 * CSP that lets Telegram's web clients frame the app; nothing else may frame it or load foreign
 * scripts. Inline scripts run only with the page's own nonce (a new one per server-rendered page,
 * api/web.ts): an injected `<script>` has none. Pages may connect to the TON Connect origins
 * (TONCONNECT_CONNECT_SRC: the wallets list and the wallets' bridges) and nothing else foreign; the
 * API's own replies connect nowhere.
 */
/**
 * The one inline event handler pages allow: an empty one (the SHA-256 of ""). TON Connect's UI sets
 * `ontouchstart=""` on the body (an iOS `:active` trick); an empty handler runs nothing.
 */
const emptyHandler = "'unsafe-hashes' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

export const contentSecurityPolicy = (scriptNonce?: string, connectSources = '') =>
  [
    "default-src 'self'",
    scriptNonce ? `script-src 'self' 'nonce-${scriptNonce}' ${emptyHandler}` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:", // blob: previews of a chosen proof image, and proofs fetched with the token
    `connect-src 'self'${connectSources ? ` ${connectSources}` : ''}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self' https://web.telegram.org https://*.telegram.org",
  ].join('; ');

const shared: [string, string][] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
];
/** The API's own CSP, the same for every reply: built once per process. */
const apiPolicy = contentSecurityPolicy();

/** The shared headers, and the CSP without inline scripts unless the response set its own (a page's, with its nonce). */
export function withSecurityHeaders(response: Response): Response {
  const set = (target: Response) => {
    if (!target.headers.has('content-security-policy')) target.headers.set('content-security-policy', apiPolicy);
    for (const [name, value] of shared) target.headers.set(name, value);
    return target;
  };
  try {
    return set(response);
  } catch {
    return set(new Response(response.body, response));
  }
}
