import { Checkbox, Fieldset, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  REPORT_COLUMNS,
  REPORT_FORMATS,
  type ReportColumn,
  type ReportFilters,
  type ReportFormat,
} from '@psp/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { FilterBar } from '../kit/list/FilterBar';
import { useTransactionFilters } from '../transactions/useTransactionFilters';
import { changedFilters, filterParamsOf } from './reportView';

/** What a report and a schedule are made of. */
export interface ReportDefinition {
  name: string;
  filters: ReportFilters;
  columns: ReportColumn[];
  format: ReportFormat;
}

/** A column's label: a transaction field, or a field of a record it refers to ("Customer – E-mail address"). */
export function useColumnLabel() {
  const { t } = useTranslation();
  return (column: string) => {
    const [head, tail] = column.split('.') as [string, string | undefined];
    const own = t(`fields:transaction.${head}`);
    return tail ? `${own} – ${t(`fields:${head}.${tail}`)}` : own;
  };
}

/**
 * The fields of a report definition: its name, the transaction list's own filters (its filter bar, so a
 * report holds what the list shows), the columns and the file format. Field errors of the API are shown
 * beside the name, filters and columns. `kind` (a schedule's choice of report) follows the name; a
 * financial report (`fixedColumns`) has its own columns and no filters, so those are left out.
 */
export function ReportDefinitionFields({
  value,
  onChange,
  errors,
  kind,
  fixedColumns = false,
}: {
  value: ReportDefinition;
  onChange: (value: ReportDefinition) => void;
  errors: Partial<Record<'name' | 'filters' | 'columns', string>>;
  kind?: ReactNode;
  fixedColumns?: boolean;
}) {
  const { t } = useTranslation();
  const { me, viewed } = useAccess();
  const filters = useTransactionFilters((viewed ?? me.organisation).base_currency);
  const columnLabel = useColumnLabel();
  return (
    <Stack gap="md">
      <TextInput
        label={t('fields:report.name')}
        required
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
        error={errors.name}
        maxLength={100}
      />
      {kind}
      {!fixedColumns && (
        <>
          <Fieldset legend={t('fields:report.filters')}>
            <FilterBar
              definitions={filters}
              values={filterParamsOf(value.filters)}
              onChange={(change) => onChange({ ...value, filters: changedFilters(value.filters, change) })}
            />
            {errors.filters && (
              <Text c="red.8" size="sm" mt="xs" role="alert">
                {errors.filters}
              </Text>
            )}
          </Fieldset>
          <Checkbox.Group
            label={t('fields:report.columns')}
            value={value.columns}
            onChange={(columns) => onChange({ ...value, columns: columns as ReportColumn[] })}
            error={errors.columns}
            withAsterisk
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt="xs">
              {REPORT_COLUMNS.map((column) => (
                <Checkbox key={column} value={column} label={columnLabel(column)} size="sm" />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </>
      )}
      <Radio.Group
        label={t('fields:report.format')}
        value={value.format}
        onChange={(format) => onChange({ ...value, format: format as ReportFormat })}
      >
        <Stack gap={6} mt="xs">
          {REPORT_FORMATS.map((format) => (
            <Radio key={format} value={format} label={t(`reports.format.${format}`)} />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
