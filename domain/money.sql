-- Micro-USDT times basis points, rounded half up, as applyBasisPoints in domain/money.ts.
--
-- Called by: quiz_reward (domain/quiz/finish-quiz.sql).
-- Calls: nothing of ours.
-- Triggers: none (immutable).

create or replace function apply_basis_points(p_amount bigint, p_basis_points bigint)
returns bigint language sql immutable as $$
  select floor((p_amount * p_basis_points + 5000) / 10000.0)::bigint
$$;
