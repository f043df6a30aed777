import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatisticsBlockProps {
  title: string;
  /** What the block counts, where its title alone leaves it open (under the title). */
  description?: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** One block of a dashboard or statistics screen: a labelled section with its title and controls. */
export function StatisticsBlock({ title, description, children, actions }: StatisticsBlockProps) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
