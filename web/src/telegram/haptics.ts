// The app settings' vibration switch (notifications.notificationVibration): set by the player layout
// in every page's entry, read by hapticNotify (useTelegram.ts), which loads only where it is used.
let on = true;

export function setHapticsEnabled(enabled: boolean): void {
  on = enabled;
}

export function hapticsEnabled(): boolean {
  return on;
}
