import type { Wallet } from '../../api-client/types';
import { useT } from '../../i18n/i18n';
import { CopyButton } from './CopyButton';

/**
 * Where a bank deposit goes: the operator's account (Wallet Settings) and the reference the player
 * quotes in the transfer so an admin can match it. Shown by DepositForm for the method "bank".
 */
export function BankTransferDetails({ bank }: { bank: NonNullable<Wallet['bankTransfer']> }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-surface-2 p-3 text-sm" data-testid="bank-transfer">
      <dl className="grid grid-cols-1 gap-y-2">
        <div>
          <dt className="text-xs text-muted">{t('depositForm.bankAccountName')}</dt>
          <dd className="font-medium">{bank.accountName}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('depositForm.bankAccountNumber')}</dt>
          <dd className="flex items-center gap-2">
            <code className="min-w-0 flex-1 font-mono text-xs break-all">{bank.accountNumber}</code>
            <CopyButton text={bank.accountNumber} label={t('depositForm.copyBankAccount')} />
          </dd>
        </div>
        {bank.bankName ? (
          <div>
            <dt className="text-xs text-muted">{t('depositForm.bankName')}</dt>
            <dd>{bank.bankName}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-xs text-muted">{t('depositForm.bankReference')}</dt>
          <dd className="flex items-center gap-2">
            <code className="min-w-0 flex-1 font-mono font-semibold text-secondary" data-testid="bank-reference">
              {bank.reference}
            </code>
            <CopyButton text={bank.reference} label={t('depositForm.copyBankReference')} />
          </dd>
        </div>
      </dl>
      {bank.instructions ? <p className="text-xs whitespace-pre-line text-muted">{bank.instructions}</p> : null}
      <p className="text-xs text-muted">{t('depositForm.bankQuote')}</p>
    </div>
  );
}
