import { Button, Modal } from '@mantine/core';
import { formatMoney, isCapturable, isRefundable, isVoidable, LANGUAGE_LOCALES } from '@psp/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { useLanguage } from '../kit/format/useLanguage';
import { currencyOf, type TransactionRow } from './transactionView';

// The refund form (and its schemas) loads when a refund is started.
const RefundForm = lazy(() =>
  import('../refunds/RefundForm').then((module) => ({ default: module.RefundForm })),
);

/**
 * Capture, void and refund of a payment through the engine's commands, each shown only when the
 * payment's lifecycle allows it and the user's roles do (the server checks both again).
 */
export function TransactionActions({ transaction }: { transaction: TransactionRow }) {
  const { t } = useTranslation();
  const may = usePermission();
  const locale = LANGUAGE_LOCALES[useLanguage()];
  const writes = useResourceWrites('transaction');
  const [refunding, setRefunding] = useState(false);
  const amount = formatMoney(transaction.amount, currencyOf(transaction), locale);
  const reference = transaction.merchant_reference;
  return (
    <>
      {isCapturable(transaction.status) && may('transaction.capture') && (
        <ConfirmButton
          variant="light"
          title={t('transactions.capture')}
          message={t('transactions.captureQuestion', { amount, reference })}
          confirmLabel={t('transactions.capture')}
          destructive={false}
          successMessage={t('transactions.captured')}
          onConfirm={() => writes.action(transaction.id, 'capture')}
        >
          {t('transactions.capture')}
        </ConfirmButton>
      )}
      {isVoidable(transaction.status) && may('transaction.void') && (
        <ConfirmButton
          variant="light"
          color="red"
          title={t('transactions.void')}
          message={t('transactions.voidQuestion', { amount, reference })}
          confirmLabel={t('transactions.void')}
          successMessage={t('transactions.voided')}
          onConfirm={() => writes.action(transaction.id, 'void')}
        >
          {t('transactions.void')}
        </ConfirmButton>
      )}
      {isRefundable(transaction.status) && may('transaction.refund') && (
        <>
          <Button size="xs" variant="light" onClick={() => setRefunding(true)}>
            {t('refunds.create')}
          </Button>
          <Modal
            opened={refunding}
            onClose={() => setRefunding(false)}
            title={t('refunds.create')}
            closeButtonProps={{ 'aria-label': t('detail.close') }}
          >
            <Suspense fallback={null}>
              <RefundForm transaction={transaction} onDone={() => setRefunding(false)} />
            </Suspense>
          </Modal>
        </>
      )}
    </>
  );
}
