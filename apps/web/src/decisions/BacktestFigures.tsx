import { Group, Stack, Text } from '@mantine/core';

/** The counts of a backtest, each a label above its value, as a description list. */
export function BacktestFigures({ figures }: { figures: readonly { label: string; value: string }[] }) {
  return (
    <Group component="dl" gap="xl" m={0}>
      {figures.map(({ label, value }) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={600} className="tabular-nums">
            {value}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
