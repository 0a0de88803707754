import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { ApiError } from '../../api-client/client';
import { signOut } from '../../auth';
import { useApi } from '../../context';
import { twoFactorQuery } from '../../queries/admin-identity';
import { TwoFactorCard } from './settings/two-factor-card';

// Wraps the back office (layout.lazy.tsx, decision 0052): while enableTwoFactor requires it, the
// admin sees only the two-factor setup card; a session the server no longer lets in without a code
// (401 TOTP_REQUIRED) is signed out to the sign-in screen.

export function TwoFactorGate({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const status = useQuery(twoFactorQuery(api));
  const needsCode = status.error instanceof ApiError && status.error.code === 'TOTP_REQUIRED';
  useEffect(() => {
    if (!needsCode) return;
    void signOut(queryClient, api).then(() => navigate({ to: '/admin/login' }));
  }, [needsCode, queryClient, api, navigate]);
  if (needsCode) return null;
  if (!status.data?.required) return children;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg px-4 py-10">
      <div className="card flex w-full max-w-xl flex-col gap-4 p-6!">
        <h1 className="text-xl font-bold">Set up two-factor sign-in</h1>
        <p className="text-sm text-muted">
          This back office requires a code from an authenticator app at every sign-in. Set it up to continue.
        </p>
        <TwoFactorCard />
      </div>
    </main>
  );
}
