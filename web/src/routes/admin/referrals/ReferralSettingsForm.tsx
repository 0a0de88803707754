// The Referrals screen's Settings tab: the rewards, the cap and the qualifying action, saved to the settings document.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { ReferralSettingsBody } from '../../../../../api/referrals/admin-routes';
import { errorMessage } from '../ui/error-message';
import type { ReferralSettings } from '../../../api-client/engagement-types';
import { FormError } from '../../../components/FormError';
import { Skeleton } from '../../../components/Skeleton';
import { toast } from '../../../components/toast';
import { useApi } from '../../../context';
import { adminReferralSettingsQuery } from '../../../queries/referrals';
import { InlineError } from '../ui/section';

export function SettingsTab() {
  const api = useApi();
  const query = useQuery(adminReferralSettingsQuery(api));
  if (query.isPending) return <Skeleton className="h-72 max-w-xl rounded-xl" />;
  if (query.isError) return <InlineError error={query.error} onRetry={() => void query.refetch()} what="Settings" />;
  return <SettingsForm initial={query.data} />;
}

function SettingsForm({ initial }: { initial: ReferralSettings }) {
  const api = useApi();
  const id = useId();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: ReferralSettingsBody) => api.put<ReferralSettings>('/api/admin/referral-settings', body),
    onSuccess: () => {
      setError(null);
      toast.success('Referral settings updated successfully!');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] });
    },
    onError: (e) => {
      setError(errorMessage(e));
      toast.error('Error updating settings');
    },
  });
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    save.mutate({
      referralReward: String(form.get('referralReward') ?? ''),
      referredReward: String(form.get('referredReward') ?? ''),
      maxReferralsPerUser: Number(form.get('maxReferralsPerUser')),
      botUsername: String(form.get('botUsername') ?? ''),
      qualifyingAction: form.get('qualifyingAction') === 'deposit' ? 'deposit' : 'quiz',
    });
  }
  const field = (name: keyof ReferralSettings, label: string, props: Record<string, unknown>, hint?: string) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input id={`${id}-${name}`} name={name} className="field" defaultValue={String(initial[name])} {...props} />
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
    </div>
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid max-w-2xl gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2"
      aria-label="Referral settings"
    >
      {field('referralReward', 'Referrer reward (USDT)', { inputMode: 'decimal', required: true })}
      {field('referredReward', 'Referred player reward (USDT)', { inputMode: 'decimal', required: true })}
      {field('maxReferralsPerUser', 'Max referrals per user', { type: 'number', min: 1, max: 1000, required: true })}
      {field(
        'botUsername',
        'Bot username',
        { placeholder: 'TELEGRAM_BOT_USERNAME' },
        'Empty: the server setting, else web links.',
      )}
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={`${id}-qualifyingAction`} className="text-sm font-medium">
          Qualifying action
        </label>
        <select
          id={`${id}-qualifyingAction`}
          name="qualifyingAction"
          className="field"
          defaultValue={initial.qualifyingAction}
        >
          <option value="quiz">First completed quiz</option>
          <option value="deposit">First approved deposit</option>
        </select>
        <p className="text-xs text-muted">Nothing is paid until the referred player does this.</p>
      </div>
      <FormError message={error} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  );
}
