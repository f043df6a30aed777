import { Alert, Button, Group, NativeSelect, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import {
  DEFAULT_REPORT_COLUMNS,
  FINANCIAL_REPORT_KINDS,
  FINANCIAL_REPORT_OPERATIONS,
  FINANCIAL_SCHEDULE_FREQUENCIES,
  isFinancialReportKind,
  REPORT_FREQUENCIES,
  type ReportFrequency,
  type ReportScheduleCategory,
  type RowOf,
} from '@psp/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../kit/api/errorMessage';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { notificationStore } from '../kit/feedback/notificationStore';
import { CancelButton } from '../kit/form/CancelButton';
import { type ReportDefinition, ReportDefinitionFields } from './ReportDefinitionFields';
import { definitionErrorsOf } from './reportView';

type ScheduleRow = RowOf<'reportschedule'>;

interface Timing {
  frequency: ReportFrequency;
  time_of_day: string;
  time_zone: string;
  recipients: string[];
}

/** The frequencies a schedule of this report may run at (a financial kind may accept fewer). */
const frequenciesOf = (category: ReportScheduleCategory): readonly ReportFrequency[] =>
  isFinancialReportKind(category) ? FINANCIAL_SCHEDULE_FREQUENCIES[category] : REPORT_FREQUENCIES;

/**
 * A schedule's report (a transaction report, or a financial report the user may make: its file, without
 * filters or columns) and timing: daily, weekly (Mondays) or monthly (the first) at a time of day in
 * a time zone, for the period before; recipients get a link by mail. Creates, or updates `existing`.
 */
export function ReportScheduleForm({ existing, onDone }: { existing?: ScheduleRow; onDone: () => void }) {
  const { t } = useTranslation();
  const writes = useResourceWrites('reportschedule');
  const may = usePermission();
  const categories: ReportScheduleCategory[] = [
    'transactions',
    // An existing schedule shows its own kind even to a user who may not make it (saving it is refused).
    ...FINANCIAL_REPORT_KINDS.filter(
      (kind) => kind === existing?.category || may(FINANCIAL_REPORT_OPERATIONS[kind]),
    ),
  ];
  const [category, setCategory] = useState<ReportScheduleCategory>(existing?.category ?? 'transactions');
  const financial = isFinancialReportKind(category);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // The browser's own zone first-class even where the list leaves it out (UTC in some runtimes).
  const zones = useMemo(
    () => [...new Set([browserZone, ...Intl.supportedValuesOf('timeZone')])],
    [browserZone],
  );
  const [definition, setDefinition] = useState<ReportDefinition>(() =>
    existing
      ? {
          name: existing.name,
          filters: existing.filters,
          columns:
            existing.columns.length > 0
              ? (existing.columns as ReportDefinition['columns'])
              : [...DEFAULT_REPORT_COLUMNS],
          format: existing.format,
        }
      : { name: '', filters: {}, columns: [...DEFAULT_REPORT_COLUMNS], format: 'csv' },
  );
  const [timing, setTiming] = useState<Timing>(() =>
    existing
      ? {
          frequency: existing.frequency,
          time_of_day: existing.time_of_day,
          time_zone: existing.time_zone,
          recipients: existing.recipients,
        }
      : {
          frequency: 'monthly',
          time_of_day: '06:00',
          time_zone: browserZone,
          recipients: [],
        },
  );
  const [errors, setErrors] = useState<ReturnType<typeof definitionErrorsOf>>({ fields: {} });
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      // A financial report's file has its own columns and no filters.
      const body = financial
        ? { name: definition.name, format: definition.format, filters: {}, category, ...timing }
        : { ...definition, category, ...timing };
      if (existing) await writes.update(existing.id, body);
      else await writes.create(body);
      notificationStore.show({
        color: 'green',
        message: t(existing ? 'form.saved' : 'reports.scheduleCreated'),
      });
      onDone();
    } catch (error) {
      setErrors(definitionErrorsOf(error, (cause) => errorMessage(t, cause)));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {errors.general && (
          <Alert color="red" role="alert">
            {errors.general}
          </Alert>
        )}
        <ReportDefinitionFields
          value={definition}
          onChange={setDefinition}
          errors={errors.fields}
          fixedColumns={financial}
          kind={
            <NativeSelect
              label={t('fields:reportschedule.category')}
              data={categories.map((value) => ({ value, label: t(`reports.category.${value}`) }))}
              value={category}
              description={financial ? t('reports.financialHint') : undefined}
              onChange={(event) => {
                const next = event.currentTarget.value as ReportScheduleCategory;
                setCategory(next);
                const accepted = frequenciesOf(next);
                if (!accepted.includes(timing.frequency)) setTiming({ ...timing, frequency: accepted[0]! });
              }}
            />
          }
        />
        <Group grow align="flex-start">
          <NativeSelect
            label={t('fields:reportschedule.frequency')}
            data={frequenciesOf(category).map((value) => ({ value, label: t(`reports.frequency.${value}`) }))}
            value={timing.frequency}
            onChange={(event) =>
              setTiming({ ...timing, frequency: event.currentTarget.value as ReportFrequency })
            }
            description={t(`reports.frequencyHint.${timing.frequency}`)}
          />
          <TextInput
            type="time"
            label={t('fields:reportschedule.time_of_day')}
            value={timing.time_of_day}
            onChange={(event) => setTiming({ ...timing, time_of_day: event.currentTarget.value })}
            required
          />
        </Group>
        <Select
          label={t('fields:reportschedule.time_zone')}
          data={zones}
          searchable
          value={timing.time_zone}
          onChange={(zone) => zone && setTiming({ ...timing, time_zone: zone })}
        />
        <TagsInput
          label={t('fields:reportschedule.recipients')}
          description={t('reports.recipientsHint')}
          value={timing.recipients}
          onChange={(recipients) => setTiming({ ...timing, recipients })}
          splitChars={[',', ' ', ';']}
        />
        <Group justify="flex-end">
          <CancelButton onClick={onDone} />
          <Button type="submit" loading={saving}>
            {t(existing ? 'form.save' : 'form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
