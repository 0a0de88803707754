// Where this admin opened the back office: inside Telegram (its Mini App launch parameters) or in a
// web browser. Read by the dashboard's Telegram card and the Users screen's current Telegram user.

/** The platform and version Telegram put in the launch URL, when the panel was opened inside Telegram. */
export function telegramLaunch(): { platform: string; version: string | null } | null {
  if (typeof window === 'undefined') return null;
  const sources = [window.location.hash.slice(1), window.location.search.slice(1)];
  try {
    const stored = sessionStorage.getItem('tapps/launchParams');
    if (stored) sources.push(stored.startsWith('"') ? (JSON.parse(stored) as string) : stored);
  } catch {
    // storage refused: only the URL counts
  }
  for (const source of sources) {
    const params = new URLSearchParams(source);
    const platform = params.get('tgWebAppPlatform');
    if (platform) return { platform, version: params.get('tgWebAppVersion') };
  }
  return null;
}

/** Where the panel runs, as the admin screens say it: "Telegram ios 8.0" or "Web browser". */
export function launchLabel(launch: ReturnType<typeof telegramLaunch>): string {
  return launch ? `Telegram ${launch.platform}${launch.version ? ` ${launch.version}` : ''}` : 'Web browser';
}
