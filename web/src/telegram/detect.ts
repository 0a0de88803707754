// Cheap detection that runs before the Telegram SDK is downloaded: the SDK chunk is only fetched
// when the page looks like a Telegram Mini App launch, so web visitors never pay for it.

/** Inline <head> script: marks <html> before first paint so the boot overlay shows at once. */
export const TELEGRAM_DETECT_SCRIPT = `(function(){try{var s=location.hash+location.search;if(/tgWebApp(Data|Platform|Version)=/.test(s)||sessionStorage.getItem('tapps/launchParams')){document.documentElement.classList.add('tg','tg-boot')}}catch(e){}})()`

export function looksLikeTelegram(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('tg')
}

export function finishTelegramBoot(isTelegram: boolean) {
  const cl = document.documentElement.classList
  cl.remove('tg-boot')
  if (!isTelegram) cl.remove('tg')
}
