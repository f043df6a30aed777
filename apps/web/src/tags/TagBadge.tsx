import { Badge } from '@mantine/core';

/** A tag as it appears everywhere: its text on its own colour. */
export function TagBadge({ text, color }: { text: string; color: string }) {
  return (
    <Badge color={color} autoContrast radius="sm" variant="filled" tt="none">
      {text}
    </Badge>
  );
}
