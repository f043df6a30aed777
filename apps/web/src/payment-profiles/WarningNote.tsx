import { Group, Text } from '@mantine/core';
import { Icon } from '../kit/icons/Icon';

/** A warning under an item of a list: an orange sign and text in the normal colour (legible on any row). */
export function WarningNote({ children }: { children: string }) {
  return (
    <Group gap={4} wrap="nowrap" data-warning>
      <Icon name="alert" size={14} color="var(--mantine-color-orange-7)" />
      <Text size="xs">{children}</Text>
    </Group>
  );
}
