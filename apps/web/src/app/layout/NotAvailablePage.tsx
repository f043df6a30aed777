import { Paper, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { Icon } from '../../kit/icons/Icon';
import { PageHeader } from '../../kit/PageHeader';
import { currentRouteOf } from '../routing/routeHandle';

/** A route whose screen a later issue builds: its real title and a plain notice, no placeholder content. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  const route = currentRouteOf(useMatches());
  return (
    <>
      <PageHeader title={route ? t(route.titleKey) : ''} />
      <Paper withBorder p="xl" ta="center">
        <ThemeIcon variant="light" color="gray" size={48} radius="xl" mb="sm">
          <Icon name="clock" size={26} />
        </ThemeIcon>
        <Text fw={600}>{t('notAvailable.title')}</Text>
        <Text c="dimmed" size="sm">
          {t('notAvailable.description')}
        </Text>
      </Paper>
    </>
  );
}
