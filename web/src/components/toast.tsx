import { setToaster } from './Toasts';

// Toasts without sonner in the first load (decision 0037): the library is imported the first time
// a toast is shown, and the toaster (Toasts.tsx) mounts then. Sonner replays the active toasts to a
// toaster that subscribes late, so nothing shown meanwhile is lost.

type Sonner = typeof import('sonner');
type ToastArgs = Parameters<Sonner['toast']['success']>;

let sonner: Promise<Sonner> | undefined;

function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then((mod) => {
    setToaster(() => <mod.Toaster theme="dark" position="top-center" richColors closeButton />);
    return mod;
  });
  return sonner;
}

function show(kind: 'success' | 'error', args: ToastArgs): void {
  void loadSonner().then((mod) => mod.toast[kind](...args));
}

/** The app's toasts: `toast.success(message, options)`, `toast.error(message, options)`, as in sonner. */
export const toast = {
  success: (...args: ToastArgs) => show('success', args),
  error: (...args: ToastArgs) => show('error', args),
};
