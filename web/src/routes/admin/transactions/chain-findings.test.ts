import { expect, test } from 'bun:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Transaction } from '../../../api-client/types';
import { ChainFindings } from './chain-findings';

// The review dialog's findings for a deposit the chain verifier left to an admin (issue 28: "anything
// else stays pending for an admin with the verifier's findings in the review modal"). The payout's
// findings are driven in the browser by web/e2e/payouts.spec.ts.
const text = (tx: unknown) =>
  renderToStaticMarkup(createElement(ChainFindings, { tx: tx as Transaction }))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** Findings as the verifier keeps them in `details.verification` (domain/wallet/chains/chain-rules.ts). */
const checked = {
  status: 'mismatch',
  reason: 'Wrong token: no USDT transfer in this transaction',
  chainAmount: '25' as string | null,
  confirmations: 14,
  requiredConfirmations: 12,
  attempts: 2,
  checkedAt: '2026-11-26T10:00:00.000Z' as string | null,
};

test("a deposit left for an admin shows why, the chain's amount and its confirmations", () => {
  const shown = text({ details: { verification: checked } });
  expect(shown).toContain('Checked on chain');
  expect(shown).not.toContain('Payout');
  expect(shown).toContain('Wrong token: no USDT transfer in this transaction');
  expect(shown).toContain('Status mismatch');
  expect(shown).toContain('Chain amount 25 USDT');
  expect(shown).toContain('Confirmations 14 / 12');
  expect(shown).toContain('Checks 2');
});

test('a deposit not checked yet reads as not seen, never as a date', () => {
  const waiting = { ...checked, status: 'pending', reason: 'Waiting for the chain', chainAmount: null };
  const shown = text({
    details: {
      verification: { ...waiting, confirmations: 0, requiredConfirmations: 20, attempts: 0, checkedAt: null },
    },
  });
  expect(shown).toContain('Chain amount not seen');
  expect(shown).toContain('Confirmations 0 / 20');
  expect(shown).toContain('Checked at —');
});

test('a manual deposit shows no findings', () => {
  expect(renderToStaticMarkup(createElement(ChainFindings, { tx: { details: {} } as unknown as Transaction }))).toBe(
    '',
  );
});
