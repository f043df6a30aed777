import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a route cannot load at all (server unreachable, a chunk missing after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="xs" maw={420} ta="center">
        <Title order={1} size="h3">
          {t('routeError.title')}
        </Title>
        <Text c="dimmed">{t('routeError.description')}</Text>
        <Button mt="sm" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
