import { Stack } from '@mantine/core';
import type { RulesetBacktest as RulesetBacktestBody, RulesetBacktestResult } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { BacktestExamples } from '../decisions/BacktestExamples';
import { BacktestFigures } from '../decisions/BacktestFigures';
import { BacktestPanel } from '../decisions/BacktestPanel';
import { useBacktest } from '../decisions/useBacktest';
import { usePermission } from '../kit/api/usePermission';

interface RulesetBacktestProps {
  /** The ruleset as the form holds it now. */
  draft: RulesetBacktestBody['draft'];
  /** The saved ruleset being edited: the draft is compared with it. */
  id?: string;
  /** The ruleset's organisation (else the saved one's, or the user's own). */
  organisation?: string;
}

/**
 * How many of the organisation's payments of the last 7, 30 or 90 days the draft ruleset would have
 * blocked, tagged or challenged, and which decide differently than with the saved version. Shown to users
 * who may read both rulesets and payments.
 */
export function RulesetBacktest({ draft, id, organisation }: RulesetBacktestProps) {
  const { t } = useTranslation();
  const may = usePermission();
  const { state, body, run } = useBacktest<RulesetBacktestResult>('validationruleset/backtest', {
    draft,
    id,
    organisation,
  });
  if (!may('validationruleset.backtest')) return null;
  const count = (value: number) => t('backtest.count', { value });
  const outcome = (matched: boolean) =>
    matched ? t(`backtest.action.${draft.action}`) : t('backtest.action.none');
  return (
    <BacktestPanel state={state} body={body} onRun={run}>
      {(result) => (
        <Stack gap="sm">
          <BacktestFigures
            figures={[
              { label: t('backtest.total'), value: count(result.total) },
              { label: t(`backtest.matched.${draft.action}`), value: count(result.matched) },
              ...(result.saved_matched === null
                ? []
                : [{ label: t('backtest.savedMatched'), value: count(result.saved_matched) }]),
              { label: t('backtest.changed'), value: count(result.changed) },
            ]}
          />
          <BacktestExamples
            examples={result.examples}
            outcome={outcome}
            beforeLabel={id ? t('backtest.before') : t('backtest.beforeWithout')}
          />
        </Stack>
      )}
    </BacktestPanel>
  );
}
