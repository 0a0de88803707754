// The earn tasks API's responses (API.md "Earn tasks and proofs"), as the server builds them: each
// is the server's own type read through JSON (decision 0050). Amounts are decimal strings.
import type { Jsonified } from '../../../domain/json';
import type { TaskCompletion as TaskCompletionJson } from '../../../domain/tasks/complete-task';
import type { AdminTaskPage as AdminTaskPageJson } from '../../../domain/tasks/list-admin-tasks';
import type { AdminProofPage } from '../../../domain/tasks/list-proofs';
import type { PlayerTask as PlayerTaskJson } from '../../../domain/tasks/list-tasks';
import type { SubmittedProof as SubmittedProofJson } from '../../../domain/tasks/submit-proof';

export type {
  TaskAction,
  TaskStatus,
  TaskType,
  VerificationKind as Verification,
} from '../../../domain/tasks/task-lists';
export type { TaskRequirements } from '../../../domain/tasks/task-rules';

/** A task as the player sees it, with their own state in the current period. */
export type PlayerTask = Jsonified<PlayerTaskJson>;
export type TaskCompletion = Jsonified<TaskCompletionJson>;
export type SubmittedProof = Jsonified<SubmittedProofJson>;
export type AdminTaskPage = Jsonified<AdminTaskPageJson>;
export type AdminTask = AdminTaskPage['data'][number];
export type AdminTaskProofPage = Jsonified<AdminProofPage>;
export type AdminTaskProof = AdminTaskProofPage['data'][number];
