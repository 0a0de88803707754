import { type RefObject, useEffect } from 'react';

const ERROR = '[aria-invalid="true"], [role="alert"]';
/** How long after a submit an error that appears (a server's refusal) is still its answer. */
const ANSWER_MS = 15_000;

/**
 * After a form inside `ref` is submitted, the first error it shows (a field marked invalid, or a
 * form's alert) is scrolled into view and focused: in a long dialog it may sit below the fold, and
 * the submit would seem to do nothing. Errors that appear while typing are left alone.
 */
export function useRevealErrorOnSubmit(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    let submittedAt = 0;
    const reveal = () => {
      if (!submittedAt || Date.now() - submittedAt > ANSWER_MS) return;
      const first = root.querySelector<HTMLElement>(ERROR);
      if (!first) return;
      submittedAt = 0;
      if (first.getAttribute('role') === 'alert' && !first.hasAttribute('tabindex')) first.tabIndex = -1;
      first.scrollIntoView({ block: 'center' });
      first.focus({ preventScroll: true });
    };
    const onSubmit = () => {
      submittedAt = Date.now();
      // A check in the browser shows its error in the same render as the submit.
      requestAnimationFrame(reveal);
    };
    const observer = new MutationObserver(reveal);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid'] });
    root.addEventListener('submit', onSubmit, true);
    return () => {
      observer.disconnect();
      root.removeEventListener('submit', onSubmit, true);
    };
  }, [ref, active]);
}
