/** The closed list of error codes (the spec's codes plus the contract's generic ones). */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_INIT_DATA: 401,
  TOKEN_EXPIRED: 401,
  /** An admin with two-factor sign-in on signs in (or reaches the back office) without a code. */
  TOTP_REQUIRED: 401,
  /** A wrong or already used two-factor code (400 where a signed-in admin enables or disables it). */
  INVALID_TOTP: 401,
  FORBIDDEN: 403,
  USER_BLOCKED: 403,
  DAILY_LIMIT_REACHED: 403,
  HOURLY_LIMIT_REACHED: 403,
  TIME_BETWEEN_QUIZZES: 403,
  SUSPICIOUS_ACTIVITY: 403,
  HIGH_WIN_RATE: 403,
  DIFFICULTY_RESTRICTION: 403,
  LEVEL_RESTRICTION: 403,
  RAPID_ANSWERS: 403,
  INSUFFICIENT_BALANCE: 403,
  VERIFICATION_FAILED: 403,
  DAILY_BONUS_LOCKED: 403,
  BONUS_NOT_PLAYED_THROUGH: 403,
  /** enableTwoFactor is on: an admin without two-factor sign-in may only set it up (decision 0052). */
  TWO_FACTOR_REQUIRED: 403,
  /** An email account that has not opened its verification link yet tried to withdraw. */
  EMAIL_NOT_VERIFIED: 403,
  /** An admin switched the feature off (settings: features, system.features, dailyBonus.enabled). */
  FEATURE_DISABLED: 403,
  /** The player's own responsible-play limit or break (decision 0059); the message names it and when it resets. */
  LIMIT_REACHED: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  ALREADY_ANSWERED: 409,
  QUIZ_COMPLETED: 409,
  DAILY_BONUS_NOT_AVAILABLE: 409,
  /** The first admin exists: the one-time setup (POST /api/admin/setup) is over. */
  ALREADY_SET_UP: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  MAINTENANCE: 503,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  /** Seconds until a refused request (429) may be tried again: the reply's Retry-After. */
  retryAfterSeconds?: number;
  /** When a quiz limit that lifts with time lifts (domain/quiz/limit-reset.ts): the reply's `resetsAt`. */
  resetsAt?: Date;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number = errorStatus[code],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const rateLimitedMessage = 'Rate limited - please try again later';
