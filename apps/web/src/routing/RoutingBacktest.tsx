import { Group, Progress, Stack, Text } from '@mantine/core';
import {
  PROCESSOR_LIST_LIMIT,
  type ProcessorShare,
  type RoutingBacktest as RoutingBacktestBody,
  type RoutingBacktestResult,
} from '@psp/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { BacktestExamples } from '../decisions/BacktestExamples';
import { BacktestFigures } from '../decisions/BacktestFigures';
import { BacktestPanel } from '../decisions/BacktestPanel';
import { useBacktest } from '../decisions/useBacktest';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { Money } from '../kit/format/Money';

interface RoutingBacktestProps {
  /** The routing as the editor holds it now. */
  draft: RoutingBacktestBody['draft'];
  /** The saved routing being edited: the draft is compared with it. */
  id?: string;
  /** The routing's organisation (else the saved one's, or the user's own). */
  organisation?: string;
  /** Why the draft cannot be run yet (a branch without a processor): shown instead of a run. */
  unready?: string;
}

const ALL_PROCESSORS = { _sort: 'name', _limit: PROCESSOR_LIST_LIMIT } as const;
const byName = (record: { name: string }) => record.name;

/** One bar per processor: its share of the payments, its count, and its volume in each currency. */
function ProcessorBars({
  shares,
  saved,
  total,
  nameOf,
}: {
  shares: readonly ProcessorShare[];
  saved: readonly ProcessorShare[] | null;
  total: number;
  nameOf: (id: string) => string;
}) {
  const { t } = useTranslation();
  // A processor the saved version used and the draft does not is shown too, with no payments.
  const rows = [
    ...shares,
    ...(saved ?? [])
      .filter((other) => !shares.some((share) => share.processor === other.processor))
      .map((other) => ({ processor: other.processor, count: 0, volume: [] })),
  ];
  return (
    <Stack gap="xs">
      {rows.map((share) => {
        const name = nameOf(share.processor);
        const before = saved?.find((other) => other.processor === share.processor)?.count ?? 0;
        return (
          <Stack key={share.processor} gap={2}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={500}>
                {name}
              </Text>
              <Text size="sm" className="tabular-nums">
                {t('backtest.payments', { count: share.count })}
                {saved && ` · ${t('backtest.savedCount', { count: before })}`}
              </Text>
            </Group>
            <Progress
              value={total ? (share.count / total) * 100 : 0}
              aria-label={t('backtest.share', { name, count: share.count, total })}
            />
            <Text size="xs" c="dimmed">
              {share.volume.map((volume, index) => (
                <Fragment key={volume.currency_code}>
                  {index > 0 && ' · '}
                  <Money amount={volume.amount} currency={volume.currency_code} />
                </Fragment>
              ))}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * Where the draft tree would have sent the organisation's payments of its product in the last 7, 30 or
 * 90 days: count and volume per processor, the payments it cannot route, and the payments it sends
 * elsewhere than the saved version (or, for a new routing, than where they went).
 */
export function RoutingBacktest({ draft, id, organisation, unready }: RoutingBacktestProps) {
  const { t } = useTranslation();
  const may = usePermission();
  const { state, body, run } = useBacktest<RoutingBacktestResult>('routing/backtest', {
    draft,
    id,
    organisation,
  });
  const { options } = useResourceOptions('processor', ALL_PROCESSORS, byName, may('processor.list'));
  if (!may('routing.backtest')) return null;
  const nameOf = (processor: string) =>
    options.find((option) => option.value === processor)?.label ?? processor.slice(0, 8);
  const count = (value: number) => t('backtest.count', { value });
  return (
    <BacktestPanel state={state} body={body} onRun={run} unready={unready}>
      {(result) => (
        <Stack gap="sm">
          <BacktestFigures
            figures={[
              { label: t('backtest.total'), value: count(result.total) },
              { label: t('backtest.unroutable'), value: count(result.unroutable) },
              {
                label: id ? t('backtest.changed') : t('backtest.changedFromActual'),
                value: count(result.changed),
              },
            ]}
          />
          <ProcessorBars
            shares={result.processors}
            saved={result.saved_processors}
            total={result.total}
            nameOf={nameOf}
          />
          <BacktestExamples
            examples={result.examples}
            outcome={(processor) => (processor ? nameOf(processor) : t('backtest.unroutable'))}
            beforeLabel={id ? t('backtest.before') : t('backtest.beforeActual')}
          />
        </Stack>
      )}
    </BacktestPanel>
  );
}
