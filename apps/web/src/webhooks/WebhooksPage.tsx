import { ActionIcon, Paper, SimpleGrid, Stack } from '@mantine/core';
import { type PopulatedRowOf, WEBHOOK_DELIVERY_STATES, WEBHOOK_TYPES } from '@psp/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { Icon } from '../kit/icons/Icon';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import type { ListColumn } from '../kit/list/ListColumn';
import { ListPage } from '../kit/list/ListPage';
import { RowControls } from '../kit/list/RowControls';
import { statusOptions } from '../transactions/paymentFilters';
import { WebhookEndpoints } from './WebhookEndpoints';
import { WebhookReplay } from './WebhookReplay';
import { WebhookSecretPanel } from './WebhookSecretPanel';
import { WEBHOOK_FIELDS } from './webhookFields';

const WebhookCreate = lazy(() =>
  import('./WebhookCreate').then((module) => ({ default: module.WebhookCreate })),
);
const WebhookDetail = lazy(() =>
  import('./WebhookDetail').then((module) => ({ default: module.WebhookDetail })),
);

/** The clone parameter: `id` in the merchant view, `_clone` in the provider's (001 §2.8). */
const CLONE_PARAMS = ['id', '_clone'] as const;

/** Opens the create form prefilled from the message `id` (the clone parameter names it in the URL). */
function useClone(cloneParam: string) {
  const [, setParams] = useSearchParams();
  return (id: string) =>
    setParams(() => {
      const next = new URLSearchParams(window.location.search);
      next.set('_open', 'new');
      next.set(cloneParam, id);
      return next;
    });
}

function CloneButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const clone = useClone('id');
  return (
    <RowControls>
      <ActionIcon
        variant="subtle"
        aria-label={t('webhooks.cloneOf', { id })}
        title={t('webhooks.clone')}
        onClick={() => clone(id)}
      >
        <Icon name="copy" />
      </ActionIcon>
    </RowControls>
  );
}

type WebhookColumn = ListColumn<PopulatedRowOf<'webhook', 'organisation'>>;
const NO_COLUMNS: WebhookColumn[] = [];
/** The merchant view's clone column (001 §2.8): the merchant's clone parameter is `id`. */
const CLONE_COLUMNS: WebhookColumn[] = [
  { id: 'clone', labelKey: 'webhooks.clone', controls: true, render: (row) => <CloneButton id={row.id} /> },
];

/**
 * 001 §2.8 webhooks and webhook testing (only manual messages, with the create form): merchant and /psp
 * (with the merchant column); detail with information and history; the signing secret, bulk replay and
 * the endpoints a 410 disabled below the list.
 */
function WebhookList({ testing }: { testing: boolean }) {
  const { t } = useTranslation();
  const may = usePermission();
  const { scope } = useAccess();
  const [params, setParams] = useSearchParams();
  const cloneParam = scope.kind === 'provider' ? '_clone' : 'id';
  const cloneOf = params.get(cloneParam) ?? undefined;
  const filters = useMemo<FilterDefinition<'webhook'>[]>(
    () => [
      { kind: 'dateRange', field: 'created_at', labelKey: 'fields:webhook.created_at' },
      {
        kind: 'multiSelect',
        field: 'type',
        labelKey: 'fields:webhook.type',
        options: WEBHOOK_TYPES.map((value) => ({ value, label: t(`webhooks.types.${value}`) })),
      },
      { kind: 'text', field: 'item_id', labelKey: 'fields:webhook.item_id' },
      {
        kind: 'multiSelect',
        field: 'status',
        labelKey: 'fields:webhook.status',
        options: statusOptions('webhook', t),
      },
      { kind: 'dateRange', field: 'delivered_on', labelKey: 'fields:webhook.delivered_on' },
      {
        kind: 'multiSelect',
        field: 'state',
        labelKey: 'fields:webhook.state',
        options: WEBHOOK_DELIVERY_STATES.map((value) => ({ value, label: t(`webhooks.states.${value}`) })),
      },
      ...(testing
        ? []
        : [
            {
              kind: 'select',
              field: 'manual',
              labelKey: 'fields:webhook.manual',
              options: [
                { value: 'true', label: t('common.yes') },
                { value: 'false', label: t('common.no') },
              ],
            } as const,
          ]),
    ],
    [t, testing],
  );
  const clone = useClone(cloneParam);
  // Closing the form also forgets what it cloned (one change of the address, as the list's own would be).
  const withoutClone = (close: () => void) => () => {
    if (!CLONE_PARAMS.some((param) => params.has(param))) return close();
    setParams(() => {
      const next = new URLSearchParams(window.location.search);
      for (const param of ['_open', ...CLONE_PARAMS]) next.delete(param);
      return next;
    });
  };
  const mayCreate = may('webhook.create');
  // 001 §2.8: the clone column is the merchant view's, for those who may create messages.
  const columns = scope.kind === 'provider' || !mayCreate ? NO_COLUMNS : CLONE_COLUMNS;
  return (
    <Stack gap="md">
      <ListPage
        title={testing ? t('routes.webhookTesting') : t('routes.webhooks')}
        resource="webhook"
        tableId={testing ? 'webhook-testing' : 'webhooks'}
        fields={WEBHOOK_FIELDS}
        columns={columns}
        filters={filters}
        pageParams={CLONE_PARAMS}
        {...(testing && { fixedQuery: { manual: 'true' } })}
        renderDetail={(id, close) => (
          <Suspense fallback={null}>
            <WebhookDetail id={id} onClose={close} {...(mayCreate && { onClone: () => clone(id) })} />
          </Suspense>
        )}
        {...(mayCreate &&
          (testing || cloneOf) && {
            create: {
              labelKey: 'webhooks.create',
              render: (close) => (
                <Suspense fallback={null}>
                  <WebhookCreate cloneOf={cloneOf} onClose={withoutClone(close)} />
                </Suspense>
              ),
            },
          })}
      />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <WebhookSecretPanel />
          {mayCreate && <WebhookReplay />}
        </SimpleGrid>
        <WebhookEndpoints />
      </Paper>
    </Stack>
  );
}

export function WebhooksPage() {
  return <WebhookList testing={false} />;
}

export function WebhookTestingPage() {
  return <WebhookList testing />;
}
