import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type processorRevenueSchema, scopeOfPath } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { useSpansOrganisations } from '../kit/api/useSpansOrganisations';
import { Money } from '../kit/format/Money';
import { paymentProductName } from '../kit/format/paymentProductName';
import { PageHeader } from '../kit/PageHeader';
import { StatisticsFailures } from './StatisticsFailures';
import { useStatistic } from './useStatistic';

type ProcessorRevenue = z.infer<typeof processorRevenueSchema>;

/** 001 §4: up is green, down red, equal blue, as the achievements colour their trend. */
const SIGNS = {
  '>': { colour: 'green', key: 'up' },
  '<': { colour: 'red', key: 'down' },
  '=': { colour: 'blue', key: 'equal' },
} as const;

/** Processor statistics (001 §2.5): a card per processor, its last 24 hours against the 24 before. */
export function ProcessorStatisticsPage() {
  const { t } = useTranslation();
  const { basePath } = scopeOfPath(useLocation().pathname);
  const { data, refetch, isFetching } = useStatistic<ProcessorRevenue[]>(
    'statistics/processor/revenue',
    'statistics.processors',
    {
      _limit: '1000',
    },
  );
  // Processors of several merchants (a group's shops, or the provider's view) carry their merchant's name.
  const spans = useSpansOrganisations(false);
  return (
    <Stack>
      <PageHeader
        title={t('routes.processorStatistics')}
        actions={
          <Button variant="default" loading={isFetching} onClick={() => void refetch()}>
            {t('statistics.refresh')}
          </Button>
        }
      />
      <StatisticsFailures />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 4 }}>
        {(data ?? []).map((processor) => {
          const sign = SIGNS[processor.sign];
          return (
            <Card
              key={processor.id}
              withBorder
              component="section"
              aria-label={processor.name}
              data-testid="processor-card"
            >
              <Text fw={600}>{processor.name}</Text>
              <Text size="sm" c="dimmed">
                {paymentProductName(t, processor.payment_product)}
                {processor.gateway !== 'direct' && ` · ${processor.gateway}`}
              </Text>
              {spans && (
                <Text size="sm" c="dimmed">
                  {processor.organisation.name}
                </Text>
              )}
              <Text size="sm" mt="sm">
                {t('statistics.processors.last24hours')}
              </Text>
              <Group gap="xs">
                <Text fw={600} size="lg">
                  <Money amount={processor.last24hours} currency={processor.currency_code ?? 'EUR'} />
                </Text>
                {/* The word says which way; the amount is how far. */}
                <Badge color={sign.colour} variant="dot">
                  {t(`statistics.trend.${sign.key}`)}{' '}
                  {processor.diff !== 0 && (
                    <Money amount={Math.abs(processor.diff)} currency={processor.currency_code ?? 'EUR'} />
                  )}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {t('statistics.processors.yesterday')}{' '}
                <Money amount={processor.previous24hours} currency={processor.currency_code ?? 'EUR'} />
              </Text>
              <Anchor
                component={Link}
                to={`${basePath}transactions?processor=${processor.id}`}
                size="sm"
                mt="sm"
              >
                {t('statistics.processors.seeMore')}
              </Anchor>
            </Card>
          );
        })}
      </SimpleGrid>
      {data?.length === 0 && <Text c="dimmed">{t('statistics.empty')}</Text>}
    </Stack>
  );
}
