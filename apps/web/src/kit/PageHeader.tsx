import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  actions?: ReactNode;
}

/** The title of a screen (its only h1) with the screen's actions on the right. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="center" mb="md" wrap="wrap" gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
