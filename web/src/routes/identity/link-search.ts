// The search of the pages a mailed link opens (`/verify-email?token=...`, `/reset-password?token=...`):
// the token as text, whatever the router's search parser made of it; no token, none.
export type LinkSearch = { token?: string };

export const linkSearch = (search: Record<string, unknown>): LinkSearch =>
  search.token === undefined || search.token === null || search.token === '' ? {} : { token: String(search.token) };
