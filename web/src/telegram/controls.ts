// Telegram's native controls for the quiz (loaded as its own chunk, only inside Telegram, after
// the bootstrap has initialised the SDK). Every call is `ifAvailable`: an old client simply skips it.
import {
  disableClosingConfirmation,
  enableClosingConfirmation,
  hapticFeedbackImpactOccurred,
  hapticFeedbackSelectionChanged,
  mountClosingBehavior,
  disableVerticalSwipes,
  enableVerticalSwipes,
  hapticFeedbackNotificationOccurred,
  mountBackButton,
  mountMainButton,
  mountSwipeBehavior,
  onBackButtonClick,
  onMainButtonClick,
  setMainButtonParams,
  showBackButton,
  hideBackButton,
} from '@telegram-apps/sdk-react';

export interface MainButtonSpec {
  text: string;
  enabled: boolean;
  loading: boolean;
}

export function showMainButton(spec: MainButtonSpec, onClick: () => void): () => void {
  mountMainButton.ifAvailable();
  setMainButtonParams.ifAvailable({
    text: spec.text,
    isVisible: true,
    isEnabled: spec.enabled,
    isLoaderVisible: spec.loading,
  });
  const off = onMainButtonClick.ifAvailable(onClick);
  return () => {
    if (off[0]) off[1]();
    setMainButtonParams.ifAvailable({ isVisible: false, isLoaderVisible: false });
  };
}

export function showBack(onClick: () => void): () => void {
  mountBackButton.ifAvailable();
  showBackButton.ifAvailable();
  const off = onBackButtonClick.ifAvailable(onClick);
  return () => {
    if (off[0]) off[1]();
    hideBackButton.ifAvailable();
  };
}

/** A vertical swipe closes the Mini App: off while a question is on screen. */
export function setVerticalSwipes(enabled: boolean) {
  mountSwipeBehavior.ifAvailable();
  if (enabled) enableVerticalSwipes.ifAvailable();
  else disableVerticalSwipes.ifAvailable();
}

export function notify(kind: 'success' | 'error' | 'warning') {
  hapticFeedbackNotificationOccurred.ifAvailable(kind);
}

/** Telegram asks before closing the Mini App while something the player would lose is open. */
export function setClosingConfirmation(enabled: boolean) {
  mountClosingBehavior.ifAvailable();
  if (enabled) enableClosingConfirmation.ifAvailable();
  else disableClosingConfirmation.ifAvailable();
}

export function impact() {
  hapticFeedbackImpactOccurred.ifAvailable('light');
}

export function selectionChanged() {
  hapticFeedbackSelectionChanged.ifAvailable();
}
