import type { ReactNode } from 'react';

export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="card flex flex-col items-center px-6 py-10 text-center">
      <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-primary/12 text-primary">
        {icon}
      </div>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children ? <p className="mt-2 text-sm text-muted">{children}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
