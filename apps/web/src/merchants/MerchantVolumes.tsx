import { Stack, Text } from '@mantine/core';
import type { MerchantVolume } from '@psp/domain';
import { Money } from '../kit/format/Money';

/** A merchant's amounts of the last 24 hours, one line per currency (never added across currencies). */
export function MerchantVolumes({ volumes }: { volumes: readonly MerchantVolume[] }) {
  if (volumes.length === 0)
    return (
      <Text c="dimmed" span>
        —
      </Text>
    );
  return (
    <Stack gap={0} align="flex-end">
      {volumes.map((volume) => (
        <Money key={volume.currency_code} amount={volume.amount} currency={volume.currency_code} />
      ))}
    </Stack>
  );
}
