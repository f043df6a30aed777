import { Anchor, Table, Text } from '@mantine/core';
import type { BacktestExample } from '@psp/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../app/access/useAccess';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';

interface BacktestExamplesProps<Outcome> {
  examples: readonly BacktestExample<Outcome>[];
  /** An outcome in words: blocked or not, a processor's name. */
  outcome: (value: Outcome) => ReactNode;
  /** The heading of the outcome before the draft: the saved version's, or what was without it. */
  beforeLabel: string;
}

/** The newest payments the draft decides differently, each opening the payment's detail panel. */
export function BacktestExamples<Outcome>({
  examples,
  outcome,
  beforeLabel,
}: BacktestExamplesProps<Outcome>) {
  const { t } = useTranslation();
  const { scope } = useAccess();
  if (examples.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped>
        <Table.Caption>{t('backtest.examples')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backtest.payment')}</Table.Th>
            <Table.Th>{t('backtest.date')}</Table.Th>
            <Table.Th>{t('backtest.amount')}</Table.Th>
            <Table.Th>{beforeLabel}</Table.Th>
            <Table.Th>{t('backtest.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {examples.map((example) => (
            <Table.Tr key={example.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`${scope.basePath}transactions?_open=${encodeURIComponent(example.id)}`}
                  ff="monospace"
                  size="sm"
                  aria-label={t('backtest.openPayment', { id: example.id })}
                >
                  {example.id.slice(0, 8)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <DateTime value={example.created_at} />
              </Table.Td>
              <Table.Td>
                <Money amount={example.amount} currency={example.currency_code} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{outcome(example.before)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{outcome(example.after)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
