import { Accordion, Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import {
  canAccessRoute,
  type DecisionHits,
  MERCHANT_ROUTES,
  type Routing,
  routingEndpoints,
} from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../app/access/useAccess';
import { useDecisionHits } from '../decisions/useDecisionHits';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { useScopedApi } from '../kit/api/useScopedApi';
import { DeleteButton } from '../kit/form/DeleteButton';
import { paymentProductName } from '../kit/format/paymentProductName';
import { Icon } from '../kit/icons/Icon';
import { ListStatus } from '../kit/list/ListStatus';
import { PageHeader } from '../kit/PageHeader';
import { RoutingNodeView } from './RoutingNodeView';
import { RoutingTreeContext, type RoutingTreeState } from './RoutingTreeContext';
import { draftFromDetails } from './routingDraft';
import { useRoutingSources } from './useRoutingSources';

const PROCESSORS_ROUTE = MERCHANT_ROUTES.find((route) => route.id === 'processors');

/** A routing's card: its processors (links where the user may open the processors screen) and its tree. */
function RoutingCard({ routing, hits }: { routing: Routing; hits: DecisionHits | undefined }) {
  const { t } = useTranslation();
  const may = usePermission();
  const { scope, context, me, viewed } = useAccess();
  const writes = useResourceWrites('routing');
  const sources = useRoutingSources('');
  const draft = useMemo(() => draftFromDetails(routing.details), [routing.details]);
  const title = `${routing.name} - ${paymentProductName(t, routing.payment_product)}`;
  const processorLinks = !!PROCESSORS_ROUTE && canAccessRoute(PROCESSORS_ROUTE, context);
  const tree: RoutingTreeState = {
    editing: false,
    update: () => undefined,
    processorOptions: [],
    processorName: sources.processorName,
    errors: new Map(),
    simulation: undefined,
    currency: (viewed ?? me.organisation).base_currency,
    collapsed: new Set(),
    toggle: () => undefined,
  };
  return (
    <Accordion.Item value={routing.id}>
      <Accordion.Control>{title}</Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('routing.processors')}:
            </Text>
            <span>
              {routingEndpoints(routing.details).map((id, index) => (
                <Fragment key={id}>
                  {index > 0 && ', '}
                  {processorLinks ? (
                    <Anchor
                      component={Link}
                      to={`${scope.basePath}processors?_open=${encodeURIComponent(id)}`}
                      size="sm"
                    >
                      {sources.processorName(id)}
                    </Anchor>
                  ) : (
                    <Text size="sm" span>
                      {sources.processorName(id)}
                    </Text>
                  )}
                </Fragment>
              ))}
            </span>
          </Group>
          {hits && (
            <Text size="sm" c="dimmed">
              {t('routing.hits', { day: hits.last_24h, month: hits.last_30d })}
            </Text>
          )}
          <RoutingTreeContext.Provider value={tree}>
            <RoutingNodeView node={draft.tree} path={[]} />
          </RoutingTreeContext.Provider>
          <Group gap="xs">
            {may('routing.update') && (
              <Button
                component={Link}
                to={`${scope.basePath}intelligent-routing/${encodeURIComponent(routing.id)}`}
                size="xs"
                variant="light"
                leftSection={<Icon name="pencil" size={14} />}
                aria-label={t('routing.editOf', { name: routing.name })}
              >
                {t('routing.edit')}
              </Button>
            )}
            {may('routing.delete') && (
              <DeleteButton
                messageKey="routing.deleteQuestion"
                messageValues={{ name: routing.name }}
                onDelete={() => writes.remove(routing.id)}
                trigger={(confirm) => (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<Icon name="trash" size={14} />}
                    aria-label={t('routing.deleteOf', { name: routing.name })}
                    onClick={confirm}
                  >
                    {t('form.delete')}
                  </Button>
                )}
              />
            )}
          </Group>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** 002 §2 intelligent-routing: the routings as collapsible cards 'name - payment product'. */
export function RoutingListPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const { client, scopeKey } = useScopedApi();
  const { scope } = useAccess();
  const hits = useDecisionHits('routing');
  const routings = useQuery({
    queryKey: [scopeKey, 'routing', 'list', 'cards'],
    queryFn: ({ signal }) => client.list('routing', { _limit: '1000', _sort: 'name' }, { signal }),
  });
  const rows = routings.data ?? [];
  return (
    <Stack gap="md">
      <PageHeader
        title={t('routes.intelligentRouting')}
        actions={
          may('routing.create') && (
            <Button
              component={Link}
              to={`${scope.basePath}intelligent-routing/new`}
              leftSection={<Icon name="plus" size={16} />}
            >
              {t('routing.create')}
            </Button>
          )
        }
      />
      {routings.isLoading ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : routings.error ? (
        <ListStatus kind="error" error={routings.error} onRetry={() => routings.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" role="status">
          {t('routing.empty')}
        </Text>
      ) : (
        <Accordion
          multiple
          variant="separated"
          key={rows.length === 1 ? 'one' : 'many'}
          defaultValue={rows.length === 1 ? [rows[0]!.id] : []}
        >
          {rows.map((routing) => (
            <RoutingCard key={routing.id} routing={routing} hits={hits.get(routing.id)} />
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
