import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A tinted card led by a large icon tile: the daily bonus and the streak on the home screen. `id` is the heading's, `anchor` the card's (a link target). */
export function HighlightCard(props: {
  id: string;
  anchor?: string;
  tint: string;
  iconTile: string;
  icon: ReactNode;
  heading: ReactNode;
  headingClass?: string;
  action?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={props.anchor}
      aria-labelledby={props.id}
      className={clsx('card flex items-center gap-3 bg-linear-to-br to-surface', props.tint)}
      data-testid={props.testId}
    >
      <div className={clsx('flex size-12 shrink-0 items-center justify-center rounded-2xl', props.iconTile)}>
        {props.icon}
      </div>
      <div className="min-w-0 flex-1">
        <h2 id={props.id} className={props.headingClass ?? 'font-semibold'}>
          {props.heading}
        </h2>
        {props.children}
      </div>
      {props.action}
    </section>
  );
}
