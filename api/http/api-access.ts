// System Settings > API > enableAPI (decision 0040): with it off the API serves the app's own pages
// only (the web app, the Telegram Mini App, which is the same pages, and the server's own rendering),
// and refuses scripts, bots and other sites. It is a switch of policy, not a security boundary: a
// script can send a browser's headers. Sign-in, rate limits and roles protect the API either way.

/** A request made by the app's own pages: the browser says so (Sec-Fetch-Site), or its Origin or Referer is this site. */
export function fromOwnPages(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  // 'none' is the player opening an API address in the browser's address bar.
  if (site) return site === 'same-origin' || site === 'none';
  const own = new URL(request.url).origin;
  const origin = request.headers.get('origin');
  if (origin) return origin === own;
  return request.headers.get('referer')?.startsWith(`${own}/`) ?? false;
}

export const apiClosedMessage = 'The API is open to the app only: use the app in your browser or Telegram';
