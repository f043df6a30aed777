import { ActionIcon, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import type { AttachedDiscount } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../kit/api/errorMessage';
import { usePermission } from '../kit/api/usePermission';
import { useScopedApi } from '../kit/api/useScopedApi';
import { notificationStore } from '../kit/feedback/notificationStore';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { Icon } from '../kit/icons/Icon';
import { DiscountAmount } from './DiscountAmount';
import { useSubscriptionApi } from './useSubscriptionApi';

const DISCOUNTS_QUERY = { _sort: 'name', _limit: 500 } as const;

/**
 * 002 §2/§5/§7: the discounts attached to a subscription; one can be attached only while none is active,
 * chosen among those whose minimum_amount the plan's amount reaches (first-order-only ones only in cycle 1).
 */
export function SubscriptionDiscounts({
  id,
  planAmount,
  billingCycle,
  ended,
}: {
  id: string;
  planAmount: number;
  billingCycle: number;
  ended: boolean;
}) {
  const { t } = useTranslation();
  const may = usePermission();
  const api = useSubscriptionApi(id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [attaching, setAttaching] = useState(false);
  const attached = useQuery({
    queryKey: [api.scopeKey, 'subscription', id, 'discounts'],
    queryFn: () => api.get<AttachedDiscount[]>('discounts'),
  });
  const mayUpdate = may('subscription.update');
  const { client } = useScopedApi();
  const discounts = useQuery({
    queryKey: [api.scopeKey, 'subscriptiondiscount', 'offered'],
    queryFn: ({ signal }) => client.list('subscriptiondiscount', DISCOUNTS_QUERY, { signal }),
    enabled: mayUpdate && may('subscriptiondiscount.list'),
  });
  const available = (discounts.data ?? [])
    .filter((discount) => (discount.minimum_amount ?? 0) <= planAmount)
    .filter((discount) => !discount.limit_to_first_order || billingCycle <= 1)
    .map((discount) => ({ value: discount.id, label: discount.name }));
  const active = attached.data?.some((discount) => discount.active) ?? false;
  const attach = async () => {
    if (!chosen) return;
    setAttaching(true);
    try {
      await api.addDiscount(chosen);
      notificationStore.show({ color: 'green', message: t('subscriptions.discountAttached') });
      setChosen(null);
    } catch (error) {
      notificationStore.show({ color: 'red', message: errorMessage(t, error) });
    } finally {
      setAttaching(false);
    }
  };
  return (
    <Stack gap="sm">
      {mayUpdate && !ended && !active && (
        <Group align="flex-end">
          <Select
            label={t('subscriptions.attachDiscount')}
            data={available}
            value={chosen}
            onChange={setChosen}
            nothingFoundMessage={t('subscriptions.noDiscountFits')}
            searchable
            style={{ flex: 1 }}
          />
          <Button onClick={attach} loading={attaching} disabled={!chosen}>
            {t('subscriptions.attach')}
          </Button>
        </Group>
      )}
      {attached.data && attached.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('subscriptions.noDiscounts')}
        </Text>
      ) : (
        <Table>
          <Table.Caption>{t('subscriptions.attachedDiscounts')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields:subscriptiondiscount.name')}</Table.Th>
              <Table.Th>{t('fields:subscriptiondiscount.amount')}</Table.Th>
              <Table.Th>{t('subscriptions.appliedDuration')}</Table.Th>
              <Table.Th>{t('subscriptions.activeLabel')}</Table.Th>
              <Table.Th>
                <span className="visually-hidden">{t('subscriptions.remove')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(attached.data ?? []).map((discount) => (
              <Table.Tr key={discount.id}>
                <Table.Td>{discount.subscription_discount.name}</Table.Td>
                <Table.Td>
                  <DiscountAmount
                    type={discount.subscription_discount.type}
                    amount={discount.subscription_discount.amount}
                  />
                </Table.Td>
                <Table.Td>
                  {discount.subscription_discount.duration === null
                    ? t('subscriptions.appliedOf', { count: discount.applied_duration })
                    : `${discount.applied_duration} / ${discount.subscription_discount.duration}`}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {discount.active ? t('subscriptions.active') : t('subscriptions.inactive')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {may('subscription.update') && (
                    <ConfirmButton
                      trigger={(confirm) => (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('subscriptions.removeNamed', {
                            name: discount.subscription_discount.name,
                          })}
                          onClick={confirm}
                        >
                          <Icon name="trash" size={16} />
                        </ActionIcon>
                      )}
                      title={t('subscriptions.remove')}
                      message={t('subscriptions.removeQuestion', {
                        name: discount.subscription_discount.name,
                      })}
                      confirmLabel={t('subscriptions.remove')}
                      successMessage={t('subscriptions.discountRemoved')}
                      onConfirm={() => api.removeDiscount(discount.id)}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
