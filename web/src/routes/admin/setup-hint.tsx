import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useApi } from '../../context';
import { setupStatusQuery } from '../../queries/admin-setup';

// What the admin sign-in page says while no admin account exists (decision 0051): how to get in,
// since there is no account to sign in with yet. The setup page says the same when its link is gone.

export const restartHint =
  'Start the server again to print a new setup link, or create the admin from the command line:';

/** The scripted way in (README, "Scripts"). */
export function CreateAdminCommand() {
  return (
    <code className="block rounded-xl bg-surface-2 p-3 font-mono text-xs break-all">
      npm run create-admin -- you@example.com 'a long password'
    </code>
  );
}

export function SetupHint() {
  const api = useApi();
  const { data } = useQuery(setupStatusQuery(api));
  if (!data?.needed) return null;
  return (
    <div className="card mb-4 flex flex-col gap-3 p-4! text-sm" role="status" data-testid="setup-hint">
      <p className="flex items-start gap-2">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          No admin account exists yet. Open the setup link the server printed when it started (
          <code className="text-xs">Set up the back office: ...</code>). {restartHint}
        </span>
      </p>
      <CreateAdminCommand />
    </div>
  );
}
