// A visitor who arrives on any page through an invite link (`?ref=CODE` or `?referral=CODE`) may
// sign up later, from another page: the code is kept in this browser until a sign-up sends it.
const KEY = 'referralCode';

function fromUrl(): string | null {
  const params = new URLSearchParams(window.location.search);
  return params.get('ref') || params.get('referral');
}

/** Called once at start-up in the browser. */
export function rememberReferralCode(): void {
  const code = fromUrl();
  if (!code) return;
  try {
    localStorage.setItem(KEY, code.slice(0, 512));
  } catch {
    // storage refused (private mode): the code still works from this page's URL
  }
}

/** The code a sign-up should send: this page's URL, else the one remembered from the invite link. */
export function pendingReferralCode(): string | undefined {
  try {
    return fromUrl() || localStorage.getItem(KEY) || undefined;
  } catch {
    return fromUrl() || undefined;
  }
}

/** After a sign-up the code has been used (or refused, which the server recorded). */
export function forgetReferralCode(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
