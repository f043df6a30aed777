import { List, Text } from '@mantine/core';
import { checkProfileRouting, refName } from '@psp/domain';
import type { TFunction } from 'i18next';
import { CopyableId } from '../kit/detail/CopyableId';
import type { DetailTab } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';
import { type PaymentProfileRecord, routingSources } from './paymentProfileView';
import type { PaymentProfileSources } from './usePaymentProfileSources';
import { WarningNote } from './WarningNote';

const field = (name: string) => `fields:paymentprofile.${name}`;

function NamedList({
  items,
  empty,
}: {
  items: readonly { id: string; name: string; note?: string }[];
  empty: string;
}) {
  if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <List spacing="xs">
      {items.map((item) => (
        <List.Item key={item.id}>
          <Text size="sm">{item.name}</Text>
          {item.note && <WarningNote>{item.note}</WarningNote>}
        </List.Item>
      ))}
    </List>
  );
}

/** The read view of a payment profile: the tabs of the form, the middle three only with their roles (000 §2). */
export function paymentProfileReadTabs(
  profile: PaymentProfileRecord,
  sources: PaymentProfileSources,
  t: TFunction,
): DetailTab[] {
  const { unroutable } = checkProfileRouting({
    processors: profile.processors,
    routing: profile.routing,
    ...routingSources(sources.processors, sources.routings),
  });
  const processorName = (id: string) =>
    sources.processors.find((processor) => processor.id === id)?.name ?? id;
  const routeName = (routeId: string) =>
    Object.values(sources.routings)
      .flat()
      .find((routing) => routing.id === routeId)?.name ?? routeId;
  const tabs: (DetailTab | false)[] = [
    {
      value: 'details',
      labelKey: 'paymentProfiles.tabs.details',
      content: (
        <DetailFields
          fields={[
            { labelKey: field('id'), value: <CopyableId value={profile.id} /> },
            { labelKey: field('name'), value: profile.name },
            { labelKey: field('display_name'), value: profile.display_name },
            { labelKey: field('website'), value: profile.website },
            { labelKey: field('description'), value: profile.description },
            { labelKey: field('organisation'), value: refName(profile.organisation) },
            { labelKey: field('currency_code'), value: profile.currency_code },
            {
              labelKey: field('max_amount'),
              value:
                profile.max_amount === null ? (
                  t('paymentProfiles.platformMaximum')
                ) : (
                  <Money amount={profile.max_amount} currency={profile.currency_code} />
                ),
            },
            { labelKey: field('created_at'), value: <DateTime value={profile.created_at} /> },
            { labelKey: field('updated_at'), value: <DateTime value={profile.updated_at} /> },
          ]}
        />
      ),
    },
    sources.can.processors && {
      value: 'processors',
      labelKey: 'paymentProfiles.tabs.processors',
      content: (
        <NamedList
          empty={t('paymentProfiles.noneLinked')}
          items={profile.processors.map((id) => ({
            id,
            name: processorName(id),
            ...(unroutable.includes(id) && { note: t('paymentProfiles.unroutable') }),
          }))}
        />
      ),
    },
    sources.can.middlewares && {
      value: 'middlewares',
      labelKey: 'paymentProfiles.tabs.middlewares',
      content: (
        <NamedList
          empty={t('paymentProfiles.noneLinked')}
          items={profile.middlewares.map((id) => ({
            id,
            name: sources.middlewares.find((middleware) => middleware.id === id)?.name ?? id,
          }))}
        />
      ),
    },
    sources.can.routing && {
      value: 'routing',
      labelKey: 'paymentProfiles.tabs.routing',
      content: (
        <DetailFields
          fields={[
            {
              labelKey: field('intelligent_routing'),
              value: t(profile.intelligent_routing ? 'common.yes' : 'common.no'),
            },
            ...[...new Set([...Object.keys(sources.routings), ...Object.keys(profile.routing)])]
              .sort()
              .map((name) => {
                const route = profile.routing[name];
                return {
                  labelKey: `paymentProducts.${name}`,
                  value: route ? routeName(route) : t('paymentProfiles.noRouting'),
                };
              }),
          ]}
        />
      ),
    },
    {
      value: 'webhooks',
      labelKey: 'paymentProfiles.tabs.webhooks',
      content: (
        <DetailFields
          fields={[
            { labelKey: field('webhook_transaction_update'), value: profile.webhook_transaction_update },
            { labelKey: field('webhook_refund_update'), value: profile.webhook_refund_update },
            { labelKey: field('webhook_chargeback_update'), value: profile.webhook_chargeback_update },
            { labelKey: field('webhook_failed_email'), value: profile.webhook_failed_email },
          ]}
        />
      ),
    },
  ];
  return tabs.filter((tab): tab is DetailTab => tab !== false);
}
