import { Center, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../kit/icons/Icon';

/** The frame of the authentication screens: product mark, screen title, content. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" bg="gray.0" p="md" component="main">
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={420}>
        <Group gap={8} mb="lg">
          <ThemeIcon size={36} radius="md" variant="gradient" gradient={{ from: 'indigo', to: 'cyan' }}>
            <Icon name="shield" />
          </ThemeIcon>
          <Text fw={700} size="lg">
            {t('app.name')}
          </Text>
        </Group>
        <Title order={1} size="h3" mb="md">
          {title}
        </Title>
        {children}
      </Paper>
    </Center>
  );
}
