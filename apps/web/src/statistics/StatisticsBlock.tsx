import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatisticsBlockProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** One block of a dashboard or statistics screen: a labelled section with its title and controls. */
export function StatisticsBlock({ title, children, actions }: StatisticsBlockProps) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
