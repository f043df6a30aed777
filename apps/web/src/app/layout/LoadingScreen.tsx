import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first route loads (session check, lazy chunks). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
