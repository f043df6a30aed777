import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Active or not, as a badge. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'green' : 'gray'} variant="dot" radius="sm" tt="none" miw="max-content">
      {t(active ? 'processors.active' : 'processors.inactive')}
    </Badge>
  );
}
