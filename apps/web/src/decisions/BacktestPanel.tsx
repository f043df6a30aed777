import { Alert, Button, Group, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { BACKTEST_DAYS, type BacktestDays } from '@psp/domain';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../kit/api/ApiError';
import { errorMessage } from '../kit/api/errorMessage';
import type { BacktestState } from './useBacktest';

interface BacktestPanelProps<Result> {
  state: BacktestState<Result>;
  onRun: (days: BacktestDays) => void;
  /** What a run would send now: a result of another draft is marked as such. */
  body: (days: BacktestDays) => object;
  /** The result, once the run has finished. */
  children: (result: Result) => ReactNode;
  /** Why the draft cannot be run yet: Run shows this instead of asking the server. */
  unready?: string | undefined;
}

/** Why a run failed: the draft's first problem as the server names it, or what the failure was. */
function failure(t: ReturnType<typeof useTranslation>['t'], error: unknown): string {
  if (error instanceof ApiError) {
    const detail = error.details[0];
    if (error.status === 400 && detail) {
      const path = Array.isArray(detail.path) ? detail.path.join('.') : detail.path;
      return t('backtest.invalid', { path: path.replace(/^body\.draft\./, ''), message: detail.message });
    }
    return errorMessage(t, error);
  }
  if (error && typeof error === 'object' && 'type' in error) return t('backtest.failed');
  return errorMessage(t, error);
}

/**
 * The frame of a backtest: the window (7, 30 or 90 days), Run, a progress bar while the server replays
 * the payments, then the result, or why it failed.
 */
export function BacktestPanel<Result>({ state, onRun, body, children, unready }: BacktestPanelProps<Result>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [days, setDays] = useState<BacktestDays>(30);
  const [askedUnready, setAskedUnready] = useState(false);
  const running = state.status === 'running';
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={3} size="h4" id={titleId}>
        {t('backtest.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('backtest.hint')}
      </Text>
      <Group gap="sm">
        <SegmentedControl
          aria-label={t('backtest.window')}
          value={String(days)}
          onChange={(value) => setDays(Number(value) as BacktestDays)}
          data={BACKTEST_DAYS.map((count) => ({
            value: String(count),
            label: t('backtest.days', { count }),
          }))}
        />
        <Button onClick={() => (unready ? setAskedUnready(true) : onRun(days))} loading={running}>
          {t('backtest.run')}
        </Button>
      </Group>
      {running && (
        <Stack gap={4}>
          <Progress
            value={state.total ? Math.round((state.done / state.total) * 100) : 0}
            animated
            striped
            size="lg"
            aria-label={t('backtest.progressLabel')}
          />
          <Text size="sm" aria-live="polite">
            {t('backtest.progress', { done: state.done, total: state.total })}
          </Text>
        </Stack>
      )}
      {unready && askedUnready && (
        <Alert color="yellow" role="alert">
          {unready}
        </Alert>
      )}
      {state.status === 'failed' && (
        <Alert color="red" role="alert">
          {failure(t, state.error)}
        </Alert>
      )}
      {state.status === 'done' && state.body !== JSON.stringify(body(days)) && (
        <Text size="sm" c="orange.8">
          {t('backtest.stale')}
        </Text>
      )}
      {state.status === 'done' && children(state.result)}
    </Stack>
  );
}
