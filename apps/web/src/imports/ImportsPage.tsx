import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Import } from '@psp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../kit/api/ApiError';
import { usePermission } from '../kit/api/usePermission';
import { useScopedApi } from '../kit/api/useScopedApi';
import { Icon } from '../kit/icons/Icon';
import { PageHeader } from '../kit/PageHeader';
import { type CheckedFile, ImportFileForm } from './ImportFileForm';
import { ImportHistory } from './ImportHistory';
import { ImportPreviewTable } from './ImportPreviewTable';
import { ImportProgress } from './ImportProgress';
import { ImportReport } from './ImportReport';
import { runImport } from './importApi';

interface Progressed {
  done: number;
  total: number;
}

/**
 * 000 §2 imports (provider): choose what to import and a CSV file, check it (the server reads every row
 * and writes nothing), import it when no row has an error (one transaction, with progress), see the report.
 * One import id per checked file: retrying after a failure cannot import the file twice. A user with only
 * the list role sees the history.
 */
export function ImportsPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const queryClient = useQueryClient();
  const { scopeKey } = useScopedApi();
  const [checked, setChecked] = useState<CheckedFile & { id: string }>();
  const [progress, setProgress] = useState<Progressed>();
  const [result, setResult] = useState<Import>();
  const [error, setError] = useState<string>();
  const importing = progress !== undefined && !result && !error;
  const valid = checked && checked.preview.file_errors.length === 0 && checked.preview.invalid_rows === 0;

  const start = async () => {
    if (!checked) return;
    setError(undefined);
    setProgress({ done: 0, total: checked.preview.rows.length });
    try {
      const finished = await runImport({ ...checked.request, id: checked.id }, (done, total) =>
        setProgress({ done, total }),
      );
      // A retry of an import that had committed answers its report without progress lines.
      setProgress({ done: finished.row_count, total: finished.row_count });
      setResult(finished);
      await queryClient.invalidateQueries({ queryKey: [scopeKey, 'import'] });
    } catch (caught) {
      const code = caught instanceof ApiError ? caught.code : 'network';
      setError(
        t(`imports.errors.${code}`, {
          defaultValue: t(`errors.${code}`, { defaultValue: t('errors.unknown') }),
        }),
      );
    }
  };
  const reset = () => {
    setChecked(undefined);
    setProgress(undefined);
    setResult(undefined);
    setError(undefined);
  };

  return (
    <>
      <PageHeader
        title={t('routes.imports')}
        {...(checked &&
          !importing && {
            actions: (
              <Button variant="default" onClick={reset}>
                {t('imports.another')}
              </Button>
            ),
          })}
      />
      {may('import.create') && (
        <Paper withBorder radius="md" p="md" mb="md">
          {!checked ? (
            <ImportFileForm onChecked={(file) => setChecked({ ...file, id: crypto.randomUUID() })} />
          ) : result ? (
            <Stack gap="md">
              {progress && <ImportProgress {...progress} running={false} />}
              <ImportReport result={result} />
            </Stack>
          ) : (
            <Stack gap="md">
              <Text size="sm">
                {t('imports.checkedFile', {
                  name: checked.fileName,
                  kind: t(`imports.kinds.${checked.request.kind}`),
                })}
              </Text>
              <ImportPreviewTable preview={checked.preview} />
              {progress && <ImportProgress {...progress} running={importing} />}
              {error && (
                <Alert color="red" icon={<Icon name="alert" />} role="alert">
                  {error}
                </Alert>
              )}
              <Group>
                <Button
                  onClick={start}
                  loading={importing}
                  disabled={!valid}
                  leftSection={<Icon name="check" />}
                >
                  {error ? t('imports.retry') : t('imports.import', { count: checked.preview.rows.length })}
                </Button>
                {!valid && (
                  <Text size="sm" c="red.8">
                    {t('imports.fixFirst')}
                  </Text>
                )}
              </Group>
            </Stack>
          )}
        </Paper>
      )}
      {may('import.list') && (
        <Paper withBorder radius="md" p="md">
          <ImportHistory />
        </Paper>
      )}
    </>
  );
}
