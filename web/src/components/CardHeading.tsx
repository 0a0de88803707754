import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A card's opening: a round icon in the card's tone beside its title and one line of text. */
export function CardHeading({
  id,
  icon,
  tone,
  title,
  children,
}: {
  /** The heading's id, for the card's aria-labelledby. */
  id: string;
  icon: ReactNode;
  /** The icon circle's colours, e.g. 'bg-primary/20 text-primary'. */
  tone: string;
  title: string;
  children: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <div className={clsx('flex size-11 shrink-0 items-center justify-center rounded-full', tone)}>{icon}</div>
      <div>
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted">{children}</p>
      </div>
    </div>
  );
}
