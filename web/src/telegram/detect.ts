// Cheap detection that runs before the Telegram SDK is downloaded: the SDK chunk is only fetched
// when the page looks like a Telegram Mini App launch, so web visitors never pay for it.

/**
 * Inline <head> script: marks <html> before first paint so the sign-in status shows at once. It acts
 * once per page load: the router adds head scripts to the document again after client-side
 * navigations, and a second run would show the sign-in status again over a running app.
 */
export const TELEGRAM_DETECT_SCRIPT = `(function(){if(window.__tgDetected)return;window.__tgDetected=1;try{var s=location.hash+location.search;if(/tgWebApp(Data|Platform|Version)=/.test(s)||sessionStorage.getItem('tapps/launchParams')){document.documentElement.classList.add('tg','tg-boot')}}catch(e){}})()`;

export function looksLikeTelegram(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('tg');
}

export function finishTelegramBoot(isTelegram: boolean) {
  const cl = document.documentElement.classList;
  cl.remove('tg-boot');
  if (!isTelegram) cl.remove('tg');
}
