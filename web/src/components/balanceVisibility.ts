import { useCallback, useSyncExternalStore } from 'react';

// Whether amounts of the signed-in user's balance are masked; shared by every screen and kept in
// localStorage. The server snapshot is "visible", the stored choice applies right after hydration.
const KEY = 'cq.hideBalance';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useBalanceHidden(): [boolean, (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(subscribe, read, () => false);
  const set = useCallback((next: boolean) => {
    try {
      window.localStorage.setItem(KEY, next ? '1' : '0');
    } catch {
      // storage blocked: the toggle still works until the page reloads
    }
    listeners.forEach((l) => l());
  }, []);
  return [hidden, set];
}

export const MASK = '••••';
