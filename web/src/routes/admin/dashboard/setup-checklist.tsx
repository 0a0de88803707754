import { useQuery } from '@tanstack/react-query';
import { ChevronRight, CircleCheck, CircleDashed } from 'lucide-react';
import type { SetupItem, SetupItemId } from '../../../../../domain/setup/setup-checklist';
import { useApi } from '../../../context';
import { setupChecklistQuery } from '../../../queries/admin-setup';
import { screenPath } from '../paths';
import { InlineError } from '../ui/section';
import { Panel, PanelSkeleton, useCardQuery } from './panel';

// The dashboard's setup checklist (decision 0051): what the operator still has to set before players
// arrive, each item linking to the screen where it is set, or naming the environment variables for
// the server's next start. Shown until every item is done.

const itemText: Record<SetupItemId, { title: string; detail: string }> = {
  depositAddresses: {
    title: 'Add your deposit addresses',
    detail: 'Players see "Deposits are not set up yet" until an address of your own is active.',
  },
  telegramBot: { title: 'Connect the Telegram bot', detail: 'The bot token and the public URL players open.' },
  email: { title: 'Send email through SMTP', detail: 'Verification and password reset mails.' },
  aiKey: { title: 'Add an AI key', detail: 'AI question generation in Quiz Management.' },
  supportContact: { title: 'Set your support contact', detail: 'The email or Telegram players reach you at.' },
  twoFactor: { title: 'Turn on 2FA for every admin', detail: 'A second factor for back-office sign-in.' },
};

export function SetupChecklist() {
  const api = useApi();
  const checklist = useCardQuery(useQuery(setupChecklistQuery(api)));
  if (checklist.data?.done) return null;
  const left = checklist.data?.items.filter((item) => !item.done).length;
  return (
    <Panel
      title="Setup checklist"
      testId="setup-checklist"
      action={left === undefined ? null : <span className="text-xs text-muted">{left} left</span>}
    >
      {checklist.data ? (
        <ul className="divide-y divide-line">
          {checklist.data.items.map((item) => (
            <ChecklistItem key={item.id} item={item} />
          ))}
        </ul>
      ) : checklist.isError ? (
        <InlineError error={checklist.error} onRetry={() => void checklist.refetch()} what="setup checklist" />
      ) : (
        <PanelSkeleton rows={3} label="Setup checklist" />
      )}
    </Panel>
  );
}

function ChecklistItem({ item }: { item: SetupItem }) {
  const { title, detail } = itemText[item.id];
  const Icon = item.done ? CircleCheck : CircleDashed;
  const body = (
    <>
      <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${item.done ? 'text-accent' : 'text-muted'}`} />
      <span className="min-w-0 flex-1">
        <span className={`block text-sm font-medium ${item.done ? 'text-muted line-through' : ''}`}>{title}</span>
        <span className="block text-xs text-muted">
          {detail}{' '}
          {'environment' in item.setIn ? (
            <>
              Set <code>{item.setIn.environment.join(' and ')}</code> in the server's environment and restart.
            </>
          ) : null}
        </span>
      </span>
    </>
  );
  return (
    <li data-testid={`setup-item-${item.id}`} data-done={item.done}>
      {'screen' in item.setIn ? (
        <a href={screenPath(item.setIn.screen)} className="flex items-start gap-3 px-4 py-3 hover:bg-surface-2">
          {body}
          <ChevronRight aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
        </a>
      ) : (
        <div className="flex items-start gap-3 px-4 py-3">{body}</div>
      )}
    </li>
  );
}
