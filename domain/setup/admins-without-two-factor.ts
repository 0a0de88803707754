import type { Db } from '../../db/connection.ts';

/**
 * Admins who have not turned on two-factor sign-in (the setup checklist's last item). Admin 2FA is
 * not built yet, so every admin counts; this one function changes when it is.
 */
export async function adminsWithoutTwoFactor(db: Db): Promise<number> {
  const [row] = await db<{ n: number }[]>`select count(*)::int as n from user_roles where role = 'admin'`;
  return row!.n;
}
