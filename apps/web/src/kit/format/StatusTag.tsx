import { Badge } from '@mantine/core';
import { type StatusFamily, statusColour } from '@psp/domain';
import { useTranslation } from 'react-i18next';

interface StatusTagProps {
  family: StatusFamily;
  status: string;
}

/** A status with the colour of its family's tone (the domain decides colours) and a translated label. */
export function StatusTag({ family, status }: StatusTagProps) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="dot"
      color={statusColour(family, status)}
      radius="sm"
      tt="none"
      fw={600}
      // A badge may shrink and cut its label; a status is shown whole, the table scrolls instead.
      miw="max-content"
      data-status={status}
    >
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
