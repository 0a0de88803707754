import { type ComponentType, useEffect, useState } from 'react';

// Where the toasts show (the root route renders it on every page): nothing until the first toast
// has loaded sonner (toast.tsx), then sonner's toaster. Apart from toast.tsx, so that a page's first
// load carries only this (decision 0073).

let toaster: ComponentType | undefined;
const listeners = new Set<() => void>();

/** toast.tsx, once sonner has loaded: its toaster, mounted at once wherever Toasts renders. */
export function setToaster(component: ComponentType): void {
  toaster = component;
  for (const listener of listeners) listener();
}

/** Renders sonner's toaster once the first toast has loaded it (nothing before, on the server too). */
export function Toasts() {
  const [Toaster, setShown] = useState<ComponentType | undefined>(undefined);
  useEffect(() => {
    const listener = () => setShown(() => toaster);
    listeners.add(listener);
    if (toaster) listener();
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
