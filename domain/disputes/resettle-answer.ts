import type { Tx } from '../../db/connection.ts';
import { payUser } from '../ledger/pay-user.ts';
import { postJournal } from '../ledger/post-journal.ts';
import { formatAmount } from '../money.ts';
import { noticeAmounts } from '../notifications/notice-amount.ts';
import { notify } from '../notifications/notify.ts';
import { amountValue } from '../notifications/wording-values.ts';
import { quizRules, quizRulesJson, type QuizRules } from '../quiz/quiz-rules.ts';
import { readSettings } from '../settings/read-settings.ts';

/** The answer by its key: the player's id, the session and the position. */
export type ResettleInput = { correctionId: string; userId: string; sessionId: string; position: number };

type AnswerRow = {
  user_id: string;
  answer_index: number;
  is_correct: boolean | null;
  timed_out: boolean;
  stake: number | null;
  mode: 'standard' | 'challenge';
  status: 'active' | 'completed' | 'abandoned';
  new_index: number;
  question: string;
};

/**
 * Settles one quiz answer again under a corrected key (decision 0058b), in the caller's transaction,
 * once: the `answer_resettlements` row (correction, answer) is the idempotency key, taken under the
 * answer's row lock. An answer the corrected key makes right is paid what a right answer earns:
 * a challenge stake lost is paid as a win (`quiz_payout` from the house), a completed quiz's reward
 * is recomputed and the difference paid (`quiz_reward`), its score and the player's XP, level and
 * counters move. A right answer the correction makes wrong keeps what it earned: nothing is clawed
 * back, the house absorbs it. The player is notified of what they were paid, and of a level reached
 * (notifications_level_up, domain/notifications/level-up.sql).
 * Called by the `disputes__resettle_answer` job, one per answer an upheld dispute touched.
 */
export async function resettleAnswer(tx: Tx, input: ResettleInput) {
  const rules = quizRules(await readSettings(tx));
  const [answer] = await tx<AnswerRow[]>`
    select s.user_id, a.answer_index, a.is_correct, a.timed_out, a.stake, s.mode, s.status, c.new_index, q.question
    from question_key_corrections c
    join quiz_answers a on a.user_id = ${input.userId} and a.session_id = ${input.sessionId} and a.position = ${input.position}
      and a.question_id = c.question_id and a.answer_index is not null -- only an answer the player gave is re-judged
    join quiz_sessions s on s.user_id = a.user_id and s.id = a.session_id
    join questions q on q.id = c.question_id
    where c.id = ${input.correctionId}
    for no key update of a, s`;
  if (!answer) return { outcome: 'not_found' as const };
  const nowRight = !answer.is_correct && !answer.timed_out && answer.answer_index === answer.new_index;
  const [first] = await tx`
    insert into answer_resettlements (correction_id, session_id, position, user_id, now_correct)
    values (${input.correctionId}, ${input.sessionId}, ${input.position}, ${answer.user_id}, ${nowRight})
    on conflict do nothing returning 1`;
  if (!first) return { outcome: 'already_resettled' as const };
  if (!nowRight) return { outcome: answer.is_correct ? ('kept' as const) : ('still_wrong' as const) };

  const [won] = await tx<{ win_amount: number | null }[]>`
    update quiz_answers set is_correct = true,
      bet_result = case when stake is not null then 'won'::bet_result end,
      win_amount = case when stake is not null then stake + quiz_winnings(stake, ${rules.challenge.payoutBasisPoints}) end
    where user_id = ${answer.user_id} and session_id = ${input.sessionId} and position = ${input.position}
    returning win_amount`;
  const winAmount = won!.win_amount ?? 0;
  const reference = `${input.correctionId}:${input.sessionId}:${input.position}`;
  if (winAmount > 0) {
    await postJournal(tx, {
      type: 'quiz_payout',
      userId: answer.user_id,
      description: `Challenge won on a corrected answer key, question ${input.position + 1}`,
      reference,
      postings: [
        { account: { system: 'house' }, amount: -winAmount },
        { account: { user: answer.user_id, kind: 'playable' }, amount: winAmount },
      ],
    });
  }
  // An active quiz counts its answers when it finishes (quiz_finish); an ended one is counted again here.
  const { reward, xp } = answer.status === 'active' ? { reward: 0, xp: 0 } : await recount(tx, input, answer, rules);
  if (reward > 0) {
    await payUser(tx, {
      userId: answer.user_id,
      type: 'quiz_reward',
      amount: reward,
      into: 'bonus',
      from: 'house',
      description: 'Quiz reward: a corrected answer key',
      details: { sessionId: input.sessionId, correctionId: input.correctionId },
    });
  }
  const paid = winAmount + reward;
  await tx`update answer_resettlements set paid = ${paid}, xp = ${xp}
    where user_id = ${answer.user_id} and correction_id = ${input.correctionId} and session_id = ${input.sessionId} and position = ${input.position}`;
  const amount = await noticeAmounts(tx);
  await notify(tx, {
    userId: answer.user_id,
    type: 'answer_resettled',
    title: 'Answer key corrected',
    message: `Your answer to "${answer.question}" is right after all${paid > 0 ? `: ${amount(paid)} paid` : ''}${xp > 0 ? ` (+${xp} XP)` : ''}.`,
    wording:
      paid > 0 || xp > 0
        ? { key: 'answer_resettled_paid', values: { question: answer.question, amount: amountValue(paid), xp } }
        : { key: 'answer_resettled', values: { question: answer.question } },
    data: { sessionId: input.sessionId, paid: formatAmount(paid), xp },
  });
  return { outcome: 'paid' as const, paid, xp };
}

/**
 * An ended quiz with one more right answer: its score (and the dashboard's quiz card through
 * quiz_counters_add), its reward recomputed by quiz_finish's own rules (the difference, never less
 * than what was paid) and XP when it was completed; the player's counters (right answers, challenge
 * wins, winnings) either way; a level the XP reaches is notified. Returns the reward difference and XP.
 */
async function recount(tx: Tx, input: ResettleInput, answer: AnswerRow, rules: QuizRules) {
  const completed = answer.status === 'completed';
  const json = quizRulesJson(rules);
  const [session] = await tx<{ reward: number; xp: number }[]>`
    update quiz_sessions s set correct_answers = s.correct_answers + 1, score = s.score + ${completed ? json.pointsPerCorrect : 0},
      xp_gained = s.xp_gained + ${completed ? json.xpPerCorrect : 0}, reward = s.reward + r.more
    from (
      select greatest(0, case when s.mode = 'standard' and s.status = 'completed' then quiz_reward(
        (${tx.json(json.reward as never)}::jsonb->'baseReward'->>s.difficulty::text)::bigint, s.correct_answers + 1, s.question_count,
        quiz_time_bonus(s.total_time_ms::numeric / greatest(1, (select count(*) from quiz_answers a
          where a.user_id = s.user_id and a.session_id = s.id and (a.answer_index is not null or a.timed_out))), ${json.secondsPerQuestion},
          ${tx.json(json.reward.timeBonus as never)}),
        quiz_security_multiplier(u.correct_answers, u.questions_answered, ${tx.json(json.securityMultiplier as never)}),
        ${json.reward.minReward}, ${json.reward.rewardCapMultiplier}) else 0 end - s.reward)::int8 as more
      from quiz_sessions s join users u on u.id = s.user_id where s.user_id = ${answer.user_id} and s.id = ${input.sessionId}) r
    where s.user_id = ${answer.user_id} and s.id = ${input.sessionId}
    returning r.more as reward, ${completed ? json.xpPerCorrect : 0}::int as xp,
      case when s.status = 'completed' then quiz_counters_add(0, 0,
        quiz_score(s.status, s.correct_answers, s.question_count) - quiz_score(s.status, s.correct_answers - 1, s.question_count)) end`;
  const { reward, xp } = session!;
  const [before] = await tx<
    { level: number }[]
  >`select level from users where id = ${answer.user_id} for no key update`;
  const [after] = await tx<{ level: number }[]>`
    update users set correct_answers = correct_answers + 1,
      challenge_wins = challenge_wins + ${answer.mode === 'challenge' ? 1 : 0},
      total_earned = total_earned + ${answer.stake === null ? 0 : tx`quiz_winnings(${answer.stake}, ${rules.challenge.payoutBasisPoints})`},
      total_xp = total_xp + ${xp}, level = level_for_xp(total_xp + ${xp}, level)
    where id = ${answer.user_id}
    returning level`;
  if (after!.level > before!.level) await tx`select notifications_level_up(${answer.user_id}, ${after!.level})`;
  return { reward, xp };
}
