import clsx from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHideFloatingButtons } from './floating-buttons';
import { useHydrated } from './useHydrated';
import { useRevealErrorOnSubmit } from './useRevealErrorOnSubmit';
import { useT } from '../i18n/i18n';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Sticky action row under the scrolling content. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** While something is being saved the modal cannot be dismissed. */
  busy?: boolean;
}

const WIDTH = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const;

/**
 * An accessible modal dialog: a bottom sheet on phones, centred on wider screens. Focus moves into
 * it and back, Tab stays inside, Escape and the backdrop close it. Rendered in a portal with a
 * z-index below the toasts (a native <dialog> would sit in the top layer, above them).
 */
export function Modal({ open, onClose, title, description, children, footer, size = 'md', busy = false }: ModalProps) {
  const id = useId();
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const hydrated = useHydrated();
  useRevealErrorOnSubmit(panelRef, open && hydrated);
  useHideFloatingButtons(open);
  closeRef.current = busy ? () => {} : onClose;

  useEffect(() => {
    if (!open || !hydrated) return;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        closeRef.current();
      } else if (e.key === 'Tab' && panel) {
        const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
        if (items.length === 0) return;
        const [head, tail] = [items[0]!, items.at(-1)!];
        if (e.shiftKey && document.activeElement === head) {
          e.preventDefault();
          tail.focus();
        } else if (!e.shiftKey && document.activeElement === tail) {
          e.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open, hydrated]);

  // A modal open in the first render (opened by the address) appears right after hydration.
  if (!open || !hydrated) return null;
  return createPortal(
    <div className="fixed inset-0 z-[70] flex items-end justify-center sm:items-center sm:p-4">
      <div
        className="absolute inset-0 bg-black/60 transition-opacity duration-200 starting:opacity-0"
        aria-hidden
        onClick={() => closeRef.current()}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-desc` : undefined}
        tabIndex={-1}
        className={clsx(
          'relative flex transition-[opacity,translate] duration-200 starting:translate-y-6 starting:opacity-0 sm:starting:translate-y-2 max-h-[92dvh] w-full flex-col rounded-t-2xl border border-line bg-surface shadow-2xl shadow-black/40 outline-none sm:rounded-2xl',
          WIDTH[size],
        )}
        style={{ paddingBottom: 'var(--safe-bottom)' }}
      >
        <div className="flex items-start gap-3 border-b border-line px-4 py-3">
          <div className="min-w-0 flex-1">
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              {title}
            </h2>
            {description ? (
              <p id={`${id}-desc`} className="mt-0.5 text-sm text-muted">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => closeRef.current()}
            disabled={busy}
            aria-label={t('common.close')}
            className="-mr-1 flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">{children}</div>
        {footer ? (
          <div className="flex flex-col-reverse gap-2 border-t border-line px-4 py-3 sm:flex-row sm:justify-end">
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
