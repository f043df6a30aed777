import { Badge, useMantineTheme } from '@mantine/core';
import { readableTextColor } from '@psp/domain';

/**
 * A tag as it appears everywhere: its text on its own colour, in black or white, whichever reads. A
 * colour may also be a theme colour's name (tags of the demo data): its filled shade is the background.
 */
export function TagBadge({ text, color }: { text: string; color: string }) {
  const theme = useMantineTheme();
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const background = /^#[0-9a-f]{6}$/i.test(color) ? color : (theme.colors[color]?.[shade] ?? color);
  return (
    <Badge color={background} c={readableTextColor(background)} radius="sm" variant="filled" tt="none">
      {text}
    </Badge>
  );
}
