import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Rows written of the file, as the server reports them while its transaction runs. */
export function ImportProgress({ done, total, running }: { done: number; total: number; running: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Progress
        value={total ? Math.round((done / total) * 100) : 0}
        animated={running}
        striped={running}
        size="lg"
        aria-label={t('imports.progressLabel')}
      />
      <Text size="sm" aria-live="polite" data-testid="import-progress">
        {t('imports.progress', { done, total })}
      </Text>
    </Stack>
  );
}
