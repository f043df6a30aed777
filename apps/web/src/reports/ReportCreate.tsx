import { Alert, Button, Group, Stack } from '@mantine/core';
import { DEFAULT_REPORT_COLUMNS } from '@psp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../kit/api/errorMessage';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { notificationStore } from '../kit/feedback/notificationStore';
import { CancelButton } from '../kit/form/CancelButton';
import { type ReportDefinition, ReportDefinitionFields } from './ReportDefinitionFields';
import { definitionErrorsOf, type ReportRow } from './reportView';

/**
 * A new transaction report; a clone starts from another report's definition (its filters, columns and
 * format) under a new name. Its file is generated in the background: the list shows the progress.
 */
export function ReportCreate({ source, onClose }: { source?: ReportRow | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const writes = useResourceWrites('report');
  const [definition, setDefinition] = useState<ReportDefinition>(() =>
    source
      ? {
          name: t('reports.cloneName', { name: source.name }),
          filters: source.filters,
          columns: source.columns as ReportDefinition['columns'],
          format: source.format,
        }
      : { name: '', filters: {}, columns: [...DEFAULT_REPORT_COLUMNS], format: 'csv' },
  );
  const [errors, setErrors] = useState<ReturnType<typeof definitionErrorsOf>>({ fields: {} });
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      await writes.create(definition);
      notificationStore.show({ color: 'green', message: t('reports.created') });
      onClose();
    } catch (error) {
      setErrors(definitionErrorsOf(error, (cause) => errorMessage(t, cause)));
    } finally {
      setSaving(false);
    }
  };
  return (
    <SidePanel title={source ? t('reports.cloneTitle') : t('reports.create')} onClose={onClose}>
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
          <ReportDefinitionFields value={definition} onChange={setDefinition} errors={errors.fields} />
          <Group justify="flex-end">
            <CancelButton onClick={onClose} />
            <Button type="submit" loading={saving}>
              {t('reports.generate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SidePanel>
  );
}
