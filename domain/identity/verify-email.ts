/**
 * An email account proves its address: by the mailed link (`verifyEmail`, POST /api/auth/verify-email)
 * and asks for another link (`resendVerification`, POST /api/auth/resend-verification). The first
 * verification pays the welcome bonus (create-user.ts's payWelcomeBonus) and marks the account
 * verified (the daily bonus's requireVerification counts it); withdrawals need it
 * (wallet/request-withdrawal.ts).
 */
import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { payWelcomeBonus } from './create-user.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';

/** Spends a verification token; the update's row lock lets only the first of concurrent verifications pay. */
export async function verifyEmail(tx: Tx, input: { token: string }): Promise<{ userId: string }> {
  const userId = await consumeEmailToken(tx, input.token, 'verify_email');
  const [first] = await tx`
    update email_identities set verified_at = now() where user_id = ${userId} and verified_at is null returning user_id`;
  if (first) {
    await tx`update users set is_verified = true where id = ${userId}`;
    await payWelcomeBonus(tx, userId);
  }
  return { userId };
}

/** Mails a new verification link to an unverified email account; a verified one is sent nothing. */
export async function resendVerification(tx: Tx, input: { userId: string }): Promise<void> {
  const [identity] = await tx<{ verified: boolean }[]>`
    select verified_at is not null as verified from email_identities where user_id = ${input.userId}`;
  if (!identity) throw new AppError('FORBIDDEN', 'This account signs in with Telegram and has no email to verify');
  if (!identity.verified) await issueEmailToken(tx, input.userId, 'verify_email');
}
