import { Alert, Text } from '@mantine/core';
import type { ChargePreview } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';
import { useSubscriptionApi } from './useSubscriptionApi';

/**
 * The next charge (date, amount, discount taken off): what the billing run will charge; without a day, it
 * waits for the customer (a card through the link, or the PayPal payment approved through it).
 */
export function NextCharge({ id, paypal }: { id: string; paypal: boolean }) {
  const { t } = useTranslation();
  const api = useSubscriptionApi(id);
  const preview = useQuery({
    queryKey: [api.scopeKey, 'subscription', id, 'preview'],
    queryFn: () => api.get<ChargePreview | null>('preview'),
  });
  const next = preview.data;
  if (!next) return null;
  return (
    <Alert variant="light" color="blue" title={t('subscriptions.nextCharge.title', { cycle: next.cycle })}>
      <Text size="sm">
        <Money amount={next.amount} currency={next.currency_code} />{' '}
        {next.due_date ? (
          <>
            {t('subscriptions.nextCharge.on')} <DateTime value={next.due_date} dateOnly />
          </>
        ) : (
          t(paypal ? 'subscriptions.nextCharge.waitingPaypal' : 'subscriptions.nextCharge.waiting')
        )}
      </Text>
      {next.discount > 0 && (
        <Text size="sm" c="dimmed">
          {t('subscriptions.nextCharge.discount', { name: next.discount_name })}{' '}
          <Money amount={next.gross} currency={next.currency_code} /> −{' '}
          <Money amount={next.discount} currency={next.currency_code} />
        </Text>
      )}
    </Alert>
  );
}
