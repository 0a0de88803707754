// The player game API's responses (quiz, daily bonus, activity, achievements), as the server builds
// them: each is the server's own type read through JSON (decision 0050), so a changed shape fails the
// typecheck of the screen that reads it. Amounts are decimal strings; the web only formats them.
import type { Achievement as AchievementRow } from '../../../domain/achievements/list-achievements';
import type { UnlockedAchievementJson } from '../../../domain/achievements/unlock-achievements';
import type { Activity as ActivityRow } from '../../../domain/activities/list-activities';
import type {
  DailyBonusClaim as DailyBonusClaimJson,
  DailyBonusStatus as DailyBonusStatusJson,
} from '../../../domain/daily-bonus/daily-bonus';
import type { Jsonified } from '../../../domain/json';
import type { QuizAnswer } from '../../../domain/quiz/answer-question';
import type { BetJson } from '../../../domain/quiz/bet-view';
import type { QuizEligibility as QuizEligibilityJson } from '../../../domain/quiz/read-eligibility';
import type {
  QuizQuestionJson,
  ReviewItem as ReviewItemJson,
  SessionJson,
  SessionState as SessionStateJson,
} from '../../../domain/quiz/session-view';
import type { StartedQuiz as StartedQuizJson } from '../../../domain/quiz/start-quiz';
import type {
  PracticeQuizAnswer as PracticeQuizAnswerJson,
  PracticeQuizResult as PracticeQuizResultJson,
} from '../../../domain/practice-quiz/practice-quiz-view';
import type { PracticeQuizState as PracticeQuizStateJson } from '../../../domain/practice-quiz/read-practice-quiz';
import type { StartedPracticeQuiz as StartedPracticeQuizJson } from '../../../domain/practice-quiz/start-practice-quiz';

export type { Difficulty, QuizMode } from '../../../domain/quiz/types';

export type QuizEligibility = Jsonified<QuizEligibilityJson>;
export type QuizSession = Jsonified<SessionJson>;
export type QuizQuestion = Jsonified<QuizQuestionJson>;
export type BetOutcome = Jsonified<BetJson>;
export type UnlockedAchievement = Jsonified<UnlockedAchievementJson>;
export type AnswerOutcome = Jsonified<QuizAnswer>;
export type QuizResult = NonNullable<AnswerOutcome['result']>;
export type ReviewItem = Jsonified<ReviewItemJson>;
export type SessionState = Jsonified<SessionStateJson>;
export type StartedQuiz = Jsonified<StartedQuizJson>;
export type DailyBonusStatus = Jsonified<DailyBonusStatusJson>;
export type DailyBonusClaim = Jsonified<DailyBonusClaimJson>;
export type Activity = Jsonified<ActivityRow>;
export type Achievement = Jsonified<AchievementRow>;

// A guest's practice quiz (decision 0067).
export type StartedPracticeQuiz = Jsonified<StartedPracticeQuizJson>;
export type PracticeQuizAnswer = Jsonified<PracticeQuizAnswerJson>;
export type PracticeQuizResult = Jsonified<PracticeQuizResultJson>;
export type PracticeQuizState = Jsonified<PracticeQuizStateJson>;
