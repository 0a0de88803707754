import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, LoaderCircle, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { TwoFactorEnabled, TwoFactorSetup } from '../../../../../domain/identity/two-factor';
import { errorMessage } from '../ui/error-message';
import { FormError } from '../../../components/FormError';
import { Skeleton } from '../../../components/Skeleton';
import { CopyButton } from '../../../components/wallet/CopyButton';
import { QrCode } from '../../../components/wallet/QrCode';
import { toast } from '../../../components/toast';
import { useApi } from '../../../context';
import { twoFactorQuery } from '../../../queries/admin-identity';
import { InlineError } from '../ui/section';

// The "Two-factor sign-in" card of the signed-in admin (System Settings > Security, and the setup
// screen the admin guard shows while enableTwoFactor requires it; decision 0052): set up with a QR
// code of the otpauth URL and the secret as text, enable with a first code, the ten recovery codes
// shown once, and turn off with a code.

export function TwoFactorCard() {
  const api = useApi();
  const status = useQuery(twoFactorQuery(api));
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const on = status.data?.enabled === true || recoveryCodes !== null; // on from the moment the codes show
  return (
    <section aria-labelledby="two-factor-title" className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <div className="flex items-center gap-3">
        <span className="flex size-9 items-center justify-center rounded-xl bg-primary/15 text-primary">
          <ShieldCheck aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="two-factor-title" className="font-semibold">
            Two-factor sign-in
          </h2>
          <p className="text-sm text-muted">A code from an authenticator app at every sign-in to the back office.</p>
        </div>
        {status.data || recoveryCodes ? (
          <span
            className={
              on
                ? 'rounded-full bg-accent/15 px-2.5 py-1 text-xs font-semibold text-accent'
                : 'rounded-full bg-surface-2 px-2.5 py-1 text-xs font-semibold text-muted'
            }
          >
            {on ? 'On' : 'Off'}
          </span>
        ) : null}
      </div>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : status.isError ? (
        <InlineError error={status.error} onRetry={() => void status.refetch()} what="Two-factor sign-in" />
      ) : !status.data ? (
        <Skeleton className="h-10 w-full" />
      ) : on ? (
        <DisableForm />
      ) : setup ? (
        <EnableForm
          setup={setup}
          onEnabled={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
          }}
        />
      ) : (
        <SetupButton onSetup={setSetup} />
      )}
    </section>
  );
}

function SetupButton({ onSetup }: { onSetup: (setup: TwoFactorSetup) => void }) {
  const api = useApi();
  const start = useMutation({
    mutationFn: () => api.post<TwoFactorSetup>('/api/admin/2fa/setup'),
    onSuccess: onSetup,
  });
  return (
    <div className="flex flex-col gap-2">
      <FormError message={start.error ? errorMessage(start.error) : null} />
      <button
        type="button"
        className="btn btn-primary self-start"
        disabled={start.isPending}
        onClick={() => start.mutate()}
      >
        {start.isPending ? (
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
        ) : (
          <KeyRound aria-hidden className="size-4" />
        )}
        Set up two-factor sign-in
      </button>
    </div>
  );
}

/** A code field and its submit button; `onCode` returns the request, whose failure shows under the field. */
function CodeForm({
  label,
  submit,
  danger,
  onCode,
}: {
  label: string;
  submit: string;
  danger?: boolean;
  onCode: (code: string) => Promise<unknown>;
}) {
  const id = useId();
  const send = useMutation({ mutationFn: onCode });
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    send.mutate(String(new FormData(e.currentTarget).get('code') ?? '').trim());
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          name="code"
          required
          autoComplete="one-time-code"
          maxLength={20}
          className="field w-44 font-mono tracking-widest"
        />
        <button type="submit" className={danger ? 'btn btn-danger' : 'btn btn-primary'} disabled={send.isPending}>
          {send.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          {submit}
        </button>
      </div>
      <FormError message={send.error ? errorMessage(send.error) : null} />
    </form>
  );
}

function EnableForm({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const api = useApi();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <QrCode value={setup.otpauthUrl} label="QR code for your authenticator app" className="size-44 shrink-0" />
      <div className="flex min-w-0 flex-col gap-3">
        <p className="text-sm text-muted">
          Scan the code with an authenticator app (Google Authenticator, 1Password, Aegis...), or type this key in:
        </p>
        <div className="flex items-center gap-2">
          <code data-testid="two-factor-secret" className="min-w-0 font-mono text-sm break-all">
            {setup.secret}
          </code>
          <CopyButton
            text={setup.secret}
            label="Copy key"
            message="Copied to clipboard!"
            className="size-8! rounded-lg"
          />
        </div>
        <CodeForm
          label="Code from the app"
          submit="Turn on"
          onCode={async (code) => {
            const enabled = await api.post<TwoFactorEnabled>('/api/admin/2fa/enable', { code });
            onEnabled(enabled.recoveryCodes);
          }}
        />
      </div>
    </div>
  );
}

/** The ten recovery codes, this once; the status is read again when the admin is done with them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Two-factor sign-in is on. Keep these recovery codes somewhere safe: each signs you in once without the app, and
        they are not shown again.
      </p>
      <ul data-testid="recovery-codes" className="grid grid-cols-2 gap-2 rounded-xl bg-surface-2 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex items-center gap-2">
        <CopyButton text={codes.join('\n')} label="Copy recovery codes" message="Recovery codes copied" />
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            onDone();
            void queryClient.invalidateQueries({ queryKey: twoFactorQuery(api).queryKey });
          }}
        >
          I saved them
        </button>
      </div>
    </div>
  );
}

function DisableForm() {
  const api = useApi();
  const queryClient = useQueryClient();
  return (
    <CodeForm
      label="To turn it off, enter a code from the app or a recovery code"
      submit="Turn off"
      danger
      onCode={async (code) => {
        await api.post('/api/admin/2fa/disable', { code });
        toast.success('Two-factor sign-in is off');
        await queryClient.invalidateQueries({ queryKey: twoFactorQuery(api).queryKey });
      }}
    />
  );
}
