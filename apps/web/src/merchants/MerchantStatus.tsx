import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Whether a merchant takes payments: active (green) or inactive (grey). */
export function MerchantStatus({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={active ? 'green' : 'gray'} radius="sm" tt="none" fw={600} miw="max-content">
      {t(active ? 'admin.merchants.active' : 'admin.merchants.inactive')}
    </Badge>
  );
}
