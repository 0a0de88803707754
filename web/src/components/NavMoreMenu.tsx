import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import type { RefObject } from 'react';
import { useT } from '../i18n/i18n';
import { isActive, LevelBadge, type NavEntry } from './nav-entries';
import { useDismiss } from './useDismiss';

/** The bottom navigation's More menu: the entries past the third; closes on Escape and on a press outside `anchor` (the More item). */
export function NavMoreMenu({
  entries,
  pathname,
  onDismiss,
  anchor,
}: {
  entries: NavEntry[];
  pathname: string;
  onDismiss: () => void;
  anchor: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  useDismiss({ open: true, onDismiss, ref: anchor });
  return (
    <ul
      id="nav-more"
      className="absolute right-2 bottom-[calc(100%+8px)] w-48 overflow-hidden rounded-2xl border border-line bg-surface p-1 shadow-xl shadow-black/30"
    >
      {entries.map((entry) => (
        <li key={entry.to}>
          <Link
            to={entry.to}
            aria-label={
              entry.badge !== undefined ? t('nav.withLevel', { label: t(entry.label), level: entry.badge }) : undefined
            }
            className={clsx(
              'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium',
              isActive(pathname, entry.to) ? 'bg-primary/12 text-primary' : 'text-fg',
            )}
          >
            <entry.icon aria-hidden className="size-5" />
            <span className="flex-1">{t(entry.label)}</span>
            {entry.badge !== undefined ? <LevelBadge level={entry.badge} /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
