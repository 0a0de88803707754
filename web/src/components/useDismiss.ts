import { type RefObject, useEffect } from 'react';

/**
 * Closes an open menu, drawer or popover: on Escape (unless `closeOnEscape` is false) and, with a `ref`,
 * on a press outside that element. Listens only while `open`.
 */
export function useDismiss({
  open,
  onDismiss,
  ref,
  closeOnEscape = true,
}: {
  open: boolean;
  onDismiss: () => void;
  ref?: RefObject<HTMLElement | null>;
  closeOnEscape?: boolean;
}) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (closeOnEscape && e.key === 'Escape') onDismiss();
    };
    const onPress = (e: MouseEvent) => {
      if (ref?.current && !ref.current.contains(e.target as Node)) onDismiss();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPress);
    };
  }, [open, onDismiss, ref, closeOnEscape]);
}
