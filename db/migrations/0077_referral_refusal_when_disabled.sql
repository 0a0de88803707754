-- A sign-up with a code while the referral programme is switched off (settings features.referrals)
-- makes no referral; the code is recorded as refused with this reason (decision 0038).
alter domain referral_refusal_reason drop constraint referral_refusal_reason_check;
alter domain referral_refusal_reason add constraint referral_refusal_reason_check check (value in (
  'invalid_format', 'referrer_not_found', 'self_referral', 'already_has_referrer', 'referrer_at_max', 'referrals_disabled'));
