import { Box, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../kit/format/Money';

/** A column of a financial table: an amount of the row's currency, a count, or any cell. */
export interface FinancialColumn<R> {
  key: string;
  label: string;
  /** An amount in minor units (the table's currency), a count, or a cell of its own. */
  value: (row: R) => number | ReactNode;
  kind: 'money' | 'count' | 'cell';
}

interface FinancialTableProps<R, T> {
  currency: string;
  caption: string;
  columns: readonly FinancialColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The currency's totals: the foot of the table, read with the same columns. */
  totals?: T;
  totalsValue?: (totals: T, key: string) => number | undefined;
}

/**
 * The rows of one currency with their totals in the foot: amounts in two currencies are never in one
 * table, so never added up. Amounts and counts are right-aligned and written by locale.
 */
export function FinancialTable<R, T>({
  currency,
  caption,
  columns,
  rows,
  rowKey,
  totals,
  totalsValue,
}: FinancialTableProps<R, T>) {
  const { t, i18n } = useTranslation();
  const cell = (kind: FinancialColumn<R>['kind'], value: number | ReactNode) =>
    typeof value !== 'number' ? (
      value
    ) : kind === 'money' ? (
      <Money amount={value} currency={currency} />
    ) : (
      <span className="tabular-nums">{value.toLocaleString(i18n.resolvedLanguage)}</span>
    );
  const align = (kind: FinancialColumn<R>['kind']) => (kind === 'cell' ? undefined : ('right' as const));
  return (
    // A wide table scrolls sideways: its region takes the focus, so the keyboard scrolls it too.
    <Box role="region" aria-label={caption} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table miw={700} striped highlightOnHover data-testid={`financial-table-${currency}`}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={align(column.kind)}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={align(column.kind)} data-column={column.key}>
                  {cell(column.kind, column.value(row))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totals !== undefined && totalsValue && (
          <Table.Tfoot>
            <Table.Tr data-testid="financial-totals">
              {columns.map((column, index) => {
                const value = totalsValue(totals, column.key);
                return (
                  <Table.Td key={column.key} ta={align(column.kind)} fw={600} data-column={column.key}>
                    {index === 0 ? (
                      <Text fw={600} span>
                        {t('financialReports.total')}
                      </Text>
                    ) : value === undefined ? null : (
                      cell(column.kind, value)
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Box>
  );
}
