import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../ui/error-message';
import type { DisputedQuestion } from '../../../api-client/dispute-types';
import { FormError } from '../../../components/FormError';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/toast';
import { useApi } from '../../../context';
import { refreshAdminDisputes } from '../../../queries/admin-disputes';

export type Decision = { kind: 'uphold' | 'reject'; disputeId: string; question: DisputedQuestion };

/** Uphold with the corrected key, or reject with the reason the players are told. */
export function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [key, setKey] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setKey(null);
    setReason('');
    setError(null);
  }, [decision?.disputeId, decision?.kind]);
  const decide = useMutation({
    mutationFn: (d: Decision) =>
      api.put(
        `/api/admin/disputes/${d.disputeId}/${d.kind}`,
        d.kind === 'uphold' ? { correctAnswer: key } : { reason: reason.trim() },
      ),
    onSuccess: (_, d) => {
      toast.success(d.kind === 'uphold' ? 'Dispute upheld: the answers are being settled again' : 'Dispute rejected');
      void refreshAdminDisputes(queryClient);
      onClose();
    },
    onError: (e) => {
      setError(errorMessage(e, 'The decision could not be saved'));
      void refreshAdminDisputes(queryClient);
    },
  });
  const submit = () => {
    if (!decision) return;
    if (decision.kind === 'uphold' && key === null) return setError('Choose the right answer');
    if (decision.kind === 'reject' && reason.trim().length < 3) return setError('Please give the players a reason');
    decide.mutate(decision);
  };
  const q = decision?.question;
  return (
    <Modal
      open={decision !== null}
      onClose={onClose}
      busy={decide.isPending}
      title={decision?.kind === 'uphold' ? 'Uphold: correct the answer key' : 'Reject the disputes'}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={decide.isPending} onClick={submit}>
            {decision?.kind === 'uphold' ? 'Uphold' : 'Reject'}
          </button>
        </>
      }
    >
      {q ? (
        <div className="flex flex-col gap-3 text-sm">
          <p className="font-semibold">{q.question}</p>
          {decision.kind === 'uphold' ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-muted">
                The right answer (the question is deactivated until you review it in Quiz Management):
              </legend>
              {q.options.map((option, i) => (
                <label key={option} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="corrected-key"
                    checked={key === i}
                    disabled={i === q.correctAnswer}
                    onChange={() => setKey(i)}
                  />
                  {option}
                  {i === q.correctAnswer ? <span className="text-xs text-muted">(current key)</span> : null}
                </label>
              ))}
            </fieldset>
          ) : (
            <label className="flex flex-col gap-1 font-medium">
              Reason (the players are told):
              <textarea
                className="field min-h-20 py-2"
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
                data-autofocus
              />
            </label>
          )}
          <FormError message={error} />
        </div>
      ) : null}
    </Modal>
  );
}
