import { Alert, Button, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import {
  availableToRefund,
  currencyExponent,
  formatMoney,
  isRefundable,
  LANGUAGE_LOCALES,
  TRANSACTION_STATUSES,
  toMajorUnits,
  toMinorUnits,
} from '@psp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../kit/api/ApiError';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { useScopedApi } from '../kit/api/useScopedApi';
import { notificationStore } from '../kit/feedback/notificationStore';
import { FormFooter } from '../kit/form/FormFooter';
import { useEntityForm } from '../kit/form/useEntityForm';
import { useFieldMessage } from '../kit/form/useFieldMessage';
import { encodeMessage } from '../kit/form/validationMessage';
import { Money } from '../kit/format/Money';
import { separatorsOf } from '../kit/format/numberSeparators';
import { useLanguage } from '../kit/format/useLanguage';
import { TransactionPicker } from '../transactions/TransactionPicker';
import { currencyOf, type TransactionRow } from '../transactions/transactionView';
import { useTransactionRefunds } from './useTransactionRefunds';

/** The amount still available when the server refused a refund as more than that (`too_big` on the amount). */
function availableOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const detail = error.details.find(
    (item) => item.code === 'too_big' && String(item.path).endsWith('amount'),
  );
  const expected = detail?.expected as { max?: unknown } | undefined;
  return typeof expected?.max === 'number' ? expected.max : undefined;
}

/** 002 §5: a transaction must be chosen; the amount (in major units here) is required and above 0. */
const REFUNDABLE_STATUSES = TRANSACTION_STATUSES.filter(isRefundable);

const refundFormSchema = z.object({
  transaction: z.string().min(1),
  // The input holds text while a number is being typed ('12,'); an empty one is a missing amount.
  amount: z.preprocess((value) => (value === '' ? undefined : value), z.number().positive()),
  reason: z.string().trim().max(500),
});

interface RefundFormProps {
  /** The payment refunded from its own detail panel; without it the user searches for one. */
  transaction?: TransactionRow;
  onDone: () => void;
}

/**
 * A refund through the engine's refund command: the payment, the amount still available prefilled, a
 * reason. The server refuses more than is available (and says how much is), also under concurrency.
 */
export function RefundForm({ transaction, onDone }: RefundFormProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const language = useLanguage();
  const [picked, setPicked] = useState(transaction);
  const refunds = useTransactionRefunds(picked?.id);
  const writes = useResourceWrites('transaction');
  const queryClient = useQueryClient();
  const { scopeKey } = useScopedApi();
  const currency = picked ? currencyOf(picked) : undefined;
  const available =
    picked && refunds.data ? availableToRefund(picked.captured_amount, refunds.data) : undefined;
  const { form, submit, formError } = useEntityForm({
    schema: refundFormSchema,
    defaultValues: { transaction: transaction?.id ?? '', reason: '' },
    fieldNames: ['transaction', 'amount', 'reason'],
    onSubmit: async (values) => {
      if (!picked || !currency) return;
      try {
        await writes.action(picked.id, 'refund', {
          amount: toMinorUnits(values.amount, currency),
          ...(values.reason && { reason: values.reason }),
        });
      } catch (error) {
        const left = availableOf(error);
        if (left === undefined) throw error;
        // Someone refunded meanwhile, or more was asked than is left: say how much is, in money.
        const amount = formatMoney(left, currency, LANGUAGE_LOCALES[language]);
        form.setError('amount', { message: encodeMessage({ key: 'refunds.tooMuch', values: { amount } }) });
        await refunds.refetch();
        return;
      }
      notificationStore.show({ color: 'green', message: t('refunds.created') });
      await queryClient.invalidateQueries({ queryKey: [scopeKey, 'refund'] });
      onDone();
    },
  });

  // The amount still available is the proposal, each time another payment is picked.
  useEffect(() => {
    if (available !== undefined && currency)
      form.setValue('amount', toMajorUnits(available, currency), { shouldValidate: false });
  }, [available, currency, form]);

  return (
    <form onSubmit={submit} noValidate aria-label={t('refunds.create')}>
      <Stack gap="md">
        {transaction ? (
          <Text size="sm">{t('refunds.ofTransaction', { reference: transaction.merchant_reference })}</Text>
        ) : (
          <Controller
            name="transaction"
            control={form.control}
            render={({ fieldState }) => (
              <TransactionPicker
                statuses={REFUNDABLE_STATUSES}
                required
                value={picked}
                onChange={(row) => {
                  setPicked(row);
                  form.setValue('transaction', row?.id ?? '', { shouldValidate: fieldState.isTouched });
                }}
                error={message(fieldState.error?.message)}
              />
            )}
          />
        )}
        {picked && available !== undefined && currency && (
          <Alert color={available > 0 ? 'blue' : 'orange'} variant="light">
            {t('refunds.available')} <Money amount={available} currency={currency} />
          </Alert>
        )}
        <Controller
          name="amount"
          control={form.control}
          render={({ field, fieldState }) => (
            <NumberInput
              label={currency ? t('refunds.amountIn', { currency }) : t('fields:refund.amount')}
              required
              min={0}
              decimalScale={currency ? currencyExponent(currency) : 2}
              fixedDecimalScale
              {...separatorsOf(LANGUAGE_LOCALES[language])}
              disabled={!picked}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          name="reason"
          control={form.control}
          render={({ field, fieldState }) => (
            <Textarea
              label={t('fields:refund.reason')}
              autosize
              minRows={2}
              {...field}
              error={message(fieldState.error?.message)}
            />
          )}
        />
        <FormFooter formError={formError}>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={!picked || available === 0}>
            {t('refunds.submit')}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
