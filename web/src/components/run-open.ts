import { useEffect, useSyncExternalStore } from 'react';

// Whether a tournament run is on screen: its stage marks itself while mounted (RunStage), and the
// floating quick-quiz button (BottomNav.tsx) stays out of the way meanwhile.

let open = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useMarkRunOpen(): void {
  useEffect(() => {
    open += 1;
    changed();
    return () => {
      open -= 1;
      changed();
    };
  }, []);
}

export function useRunOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open > 0,
    () => false,
  );
}
