import * as v from 'valibot';
import { DisplayName } from '../../domain/identity/display-name.ts';

export const Email = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.maxLength(254, 'Email is too long'),
  v.email('Please enter a valid email address'),
);
export const Password = v.pipe(
  v.string('Password is required'),
  v.minLength(1, 'Password is required'),
  v.maxLength(128, 'Password must be at most 128 characters'),
);
const referralCode = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(512, 'Invalid referral code'))));

export const RegisterBody = v.strictObject({
  email: Email,
  password: Password,
  name: DisplayName,
  referralCode,
});
/** A 6-digit TOTP code or a recovery code (xxxxx-xxxxx). */
export const TwoFactorCode = v.pipe(
  v.string('Code is required'),
  v.trim(),
  v.minLength(6, 'Enter the 6-digit code or a recovery code'),
  v.maxLength(20, 'Enter the 6-digit code or a recovery code'),
);
export const LoginBody = v.strictObject({ email: Email, password: Password, code: v.optional(TwoFactorCode) });
export const TwoFactorCodeBody = v.strictObject({ code: TwoFactorCode });
export const RefreshBody = v.strictObject({
  refreshToken: v.pipe(
    v.string('Refresh token is required'),
    v.minLength(1, 'Refresh token is required'),
    v.maxLength(256, 'Invalid refresh token'),
  ),
});
export const WebAppInitBody = v.strictObject({
  initData: v.pipe(
    v.string('initData is required'),
    v.minLength(1, 'initData is required'),
    v.maxLength(4096, 'initData is too long'),
  ),
  referralCode,
  /** The spec's client also sends the unsigned user object; it is ignored, only the signed initData counts. */
  user: v.optional(v.unknown()),
});
export const ChangePasswordBody = v.strictObject({ currentPassword: Password, newPassword: Password });

const emailToken = v.pipe(
  v.string('Token is required'),
  v.minLength(1, 'Token is required'),
  v.maxLength(256, 'Invalid token'),
);
export const VerifyEmailBody = v.strictObject({ token: emailToken });
export const ForgotPasswordBody = v.strictObject({ email: Email });
export const ResetPasswordBody = v.strictObject({ token: emailToken, password: Password });
