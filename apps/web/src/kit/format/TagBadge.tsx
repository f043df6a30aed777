import { Badge } from '@mantine/core';
import { readableTextColor } from '@psp/domain';

/** A tag as it appears everywhere: its text on its own colour, in black or white, whichever reads. */
export function TagBadge({ text, color }: { text: string; color: string }) {
  return (
    <Badge color={color} c={readableTextColor(color)} radius="sm" variant="filled" tt="none">
      {text}
    </Badge>
  );
}
