import { Badge } from '@mantine/core';
import type { ApiKeyStatus } from '@psp/domain';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ApiKeyStatus, string> = { active: 'green', revoked: 'gray' };

/** Active or revoked. */
export function ApiKeyStatusBadge({ status }: { status: ApiKeyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={COLOURS[status]} radius="sm" tt="none" miw="max-content" data-status={status}>
      {t(`apiKeys.status.${status}`)}
    </Badge>
  );
}
