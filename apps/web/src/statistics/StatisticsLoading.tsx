import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a block shows while its numbers are on their way: never a zero or an empty chart that reads as data. */
export function StatisticsLoading({ height = 48 }: { height?: number }) {
  const { t } = useTranslation();
  return (
    <Center h={height} data-testid="statistics-loading">
      <Loader size="sm" role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
