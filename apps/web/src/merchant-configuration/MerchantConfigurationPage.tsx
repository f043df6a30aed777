import { Anchor, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { apiKeyStatus, merchantScopeBase, type PopulateKeyOf, type ResourceName, refName } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiKeyStatusBadge } from '../api-keys/ApiKeyStatusBadge';
import { useAccess } from '../app/access/useAccess';
import { useScopedApi } from '../kit/api/useScopedApi';
import { DateTime } from '../kit/format/DateTime';
import { paymentProductName } from '../kit/format/paymentProductName';
import { PageHeader } from '../kit/PageHeader';
import { failoverProcessors, profileSummaries, RULESET_SCREENS, ruleCount } from './engineOverview';

type Named = { id: string; name: string };

/** The records of a resource in the viewed merchant, up to the list limit every resource takes (set-ups are small). */
function useAll<N extends ResourceName, P extends PopulateKeyOf<N> = never>(
  resource: N,
  query: Record<string, string> = {},
  populate?: readonly P[],
) {
  const { client, scopeKey } = useScopedApi();
  const full = { _limit: '500', ...query };
  return useQuery({
    queryKey: [scopeKey, resource, 'merchantConfiguration', full, populate],
    queryFn: ({ signal }) => client.list(resource, full, { populate, signal }),
  });
}

/** A link to a record on its own screen of the viewed merchant (the list opens it in its panel). */
function RecordLink({ base, screen, record }: { base: string; screen: string; record: Named }) {
  return (
    <Anchor component={Link} to={`${base}${screen}?_open=${encodeURIComponent(record.id)}`} size="sm">
      {record.name}
    </Anchor>
  );
}

function LinkList({ base, screen, records }: { base: string; screen: string; records: readonly Named[] }) {
  const { t } = useTranslation();
  if (records.length === 0)
    return (
      <Text c="dimmed" size="sm" span>
        {t('merchantConfiguration.none')}
      </Text>
    );
  return (
    <>
      {records.map((record, index) => (
        <span key={record.id}>
          {index > 0 && ' → '}
          <RecordLink base={base} screen={screen} record={record} />
        </span>
      ))}
    </>
  );
}

function Section({
  title,
  screen,
  base,
  children,
}: {
  title: string;
  screen: string;
  base: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        <Anchor component={Link} to={`${base}${screen}`} inherit>
          {title}
        </Anchor>
      </Title>
      {children}
    </Stack>
  );
}

/**
 * Issue 9 merchant configuration: one read-only page of a merchant's engine set-up (inside
 * /psp/merchants/{id}): its payment profiles with their processors, routing per payment method (the
 * processors each tree can reach) and middlewares, its failover lists, rulesets and API keys, each linking
 * to the screen where it is changed.
 */
export function MerchantConfigurationPage() {
  const { t } = useTranslation();
  const { scope } = useAccess();
  const base = scope.kind === 'merchantAsProvider' ? merchantScopeBase(scope.merchantId) : scope.basePath;
  const profiles = useAll('paymentprofile', { _sort: 'name' });
  const processors = useAll('processor', { _sort: 'name' });
  const middlewares = useAll('middleware', { _sort: 'name' });
  const routings = useAll('routing', { _sort: 'name' });
  const failovers = useAll('failover', { _sort: 'payment_product' });
  const rulesets = useAll('validationruleset', { _sort: 'name' });
  const apiKeys = useAll('apikey', { _sort: 'name' }, ['payment_profile']);
  const all = [profiles, processors, middlewares, routings, failovers, rulesets, apiKeys];
  const product = (value: string) => paymentProductName(t, value);
  const header = (keys: string[]) => (
    <Table.Thead>
      <Table.Tr>
        {keys.map((key) => (
          <Table.Th key={key}>{t(key)}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );

  if (all.some((query) => query.isError)) {
    return (
      <>
        <PageHeader title={t('routes.merchantConfiguration')} />
        <Text c="red">{t('errors.unknown')}</Text>
      </>
    );
  }
  if (all.some((query) => !query.data)) {
    return (
      <>
        <PageHeader title={t('routes.merchantConfiguration')} />
        <Loader aria-label={t('common.loading')} />
      </>
    );
  }
  const summaries = profileSummaries({
    profiles: profiles.data ?? [],
    processors: processors.data ?? [],
    middlewares: middlewares.data ?? [],
    routings: routings.data ?? [],
  });
  const none = (
    <Text c="dimmed" size="sm">
      {t('merchantConfiguration.none')}
    </Text>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('routes.merchantConfiguration')} />
      <Text size="sm">{t('merchantConfiguration.intro')}</Text>

      <Section title={t('merchantConfiguration.profiles')} screen="paymentprofiles" base={base}>
        {summaries.length === 0
          ? none
          : summaries.map((summary) => (
              <Paper
                key={summary.profile.id}
                withBorder
                p="md"
                radius="sm"
                data-profile={summary.profile.name}
              >
                <Title order={3} size="h5" mb="xs">
                  <RecordLink base={base} screen="paymentprofiles" record={summary.profile} />
                </Title>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" mb="sm">
                  <Text size="sm">
                    {t('merchantConfiguration.processors')}:{' '}
                    <LinkList base={base} screen="processors" records={summary.processors} />
                  </Text>
                  <Text size="sm">
                    {t('merchantConfiguration.middlewares')}:{' '}
                    <LinkList base={base} screen="middlewares" records={summary.middlewares} />
                  </Text>
                </SimpleGrid>
                <Table
                  withTableBorder
                  striped
                  aria-label={`${t('merchantConfiguration.routing')} ${summary.profile.name}`}
                >
                  {header([
                    'merchantConfiguration.product',
                    'merchantConfiguration.routing',
                    'merchantConfiguration.reaches',
                  ])}
                  <Table.Tbody>
                    {summary.routes.length === 0 ? (
                      <Table.Tr>
                        <Table.Td colSpan={3}>{t('merchantConfiguration.noRouting')}</Table.Td>
                      </Table.Tr>
                    ) : (
                      summary.routes.map((route) => (
                        <Table.Tr key={route.product}>
                          <Table.Td>{product(route.product)}</Table.Td>
                          <Table.Td>
                            {route.routing ? (
                              <Anchor
                                component={Link}
                                to={`${base}intelligent-routing/${encodeURIComponent(route.routing.id)}`}
                                size="sm"
                              >
                                {route.routing.name}
                              </Anchor>
                            ) : (
                              t('merchantConfiguration.noRouting')
                            )}
                          </Table.Td>
                          <Table.Td>
                            <LinkList base={base} screen="processors" records={route.reaches} />
                          </Table.Td>
                        </Table.Tr>
                      ))
                    )}
                  </Table.Tbody>
                </Table>
              </Paper>
            ))}
      </Section>

      <Section title={t('merchantConfiguration.failovers')} screen="failovers" base={base}>
        {failovers.data?.length ? (
          <Table withTableBorder striped aria-label={t('merchantConfiguration.failovers')}>
            {header([
              'merchantConfiguration.product',
              'merchantConfiguration.processors',
              'fields:failover.max_attempts',
            ])}
            <Table.Tbody>
              {failovers.data.map((failover) => (
                <Table.Tr key={failover.id}>
                  <Table.Td>
                    <RecordLink
                      base={base}
                      screen="failovers"
                      record={{ id: failover.id, name: product(failover.payment_product) }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <LinkList
                      base={base}
                      screen="processors"
                      records={failoverProcessors(failover, processors.data ?? [])}
                    />
                  </Table.Td>
                  <Table.Td>{failover.max_attempts}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          none
        )}
      </Section>

      <Section title={t('merchantConfiguration.rulesets')} screen="riskrules" base={base}>
        {rulesets.data?.length ? (
          <Table withTableBorder striped aria-label={t('merchantConfiguration.rulesets')}>
            {header([
              'merchantConfiguration.name',
              'merchantConfiguration.action',
              'merchantConfiguration.ruleCount',
            ])}
            <Table.Tbody>
              {rulesets.data.map((ruleset) => (
                <Table.Tr key={ruleset.id}>
                  <Table.Td>
                    <RecordLink base={base} screen={RULESET_SCREENS[ruleset.action]} record={ruleset} />
                  </Table.Td>
                  <Table.Td>{t(`merchantConfiguration.actions.${ruleset.action}`)}</Table.Td>
                  <Table.Td>{ruleCount(ruleset)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          none
        )}
      </Section>

      <Section title={t('merchantConfiguration.apiKeys')} screen="apiSettings" base={base}>
        {apiKeys.data?.length ? (
          <Table withTableBorder striped aria-label={t('merchantConfiguration.apiKeys')}>
            {header([
              'merchantConfiguration.name',
              'merchantConfiguration.scope',
              'merchantConfiguration.lastUsed',
              'merchantConfiguration.status',
            ])}
            <Table.Tbody>
              {apiKeys.data.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>
                    <RecordLink base={base} screen="apiSettings" record={key} />
                  </Table.Td>
                  <Table.Td>
                    {key.payment_profile ? refName(key.payment_profile) : t('apiKeys.allProfiles')}
                  </Table.Td>
                  <Table.Td>
                    {key.last_used_at ? <DateTime value={key.last_used_at} /> : t('apiKeys.neverUsed')}
                  </Table.Td>
                  <Table.Td>
                    <ApiKeyStatusBadge status={apiKeyStatus(key)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          none
        )}
      </Section>
    </Stack>
  );
}
