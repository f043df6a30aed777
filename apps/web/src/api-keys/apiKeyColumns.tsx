import { Code, Text } from '@mantine/core';
import { apiKeyStatus, refName } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../kit/format/DateTime';
import { organisationColumn } from '../kit/list/commonColumns';
import type { ListColumn } from '../kit/list/ListColumn';
import { ApiKeyStatusBadge } from './ApiKeyStatusBadge';
import type { ApiKeyRow } from './apiKeyView';

function Scope({ row }: { row: ApiKeyRow }) {
  const { t } = useTranslation();
  return row.payment_profile ? (
    refName(row.payment_profile)
  ) : (
    <Text c="dimmed" size="sm" span>
      {t('apiKeys.allProfiles')}
    </Text>
  );
}

function LastUsed({ value }: { value: string | null }) {
  const { t } = useTranslation();
  return value ? (
    <DateTime value={value} />
  ) : (
    <Text c="dimmed" size="sm" span>
      {t('apiKeys.neverUsed')}
    </Text>
  );
}

/** The columns of the key list; the organisation's shows where keys of several organisations meet. */
export const API_KEY_COLUMNS: readonly ListColumn<ApiKeyRow>[] = [
  {
    id: 'name',
    labelKey: 'fields:apikey.name',
    sortField: 'name',
    render: (row) => row.name,
    csv: (row) => row.name,
  },
  organisationColumn('apikey', { hiddenByDefault: true }),
  {
    id: 'prefix',
    labelKey: 'fields:apikey.prefix',
    render: (row) => <Code>{row.prefix}…</Code>,
    csv: (row) => row.prefix,
  },
  {
    id: 'payment_profile',
    labelKey: 'fields:apikey.payment_profile',
    render: (row) => <Scope row={row} />,
    csv: (row) => refName(row.payment_profile) ?? '',
  },
  {
    id: 'last_used_at',
    labelKey: 'fields:apikey.last_used_at',
    sortField: 'last_used_at',
    render: (row) => <LastUsed value={row.last_used_at} />,
    csv: (row) => row.last_used_at ?? '',
  },
  {
    id: 'created_at',
    labelKey: 'fields:apikey.created_at',
    sortField: 'created_at',
    render: (row) => <DateTime value={row.created_at} />,
    csv: (row) => row.created_at,
  },
  {
    id: 'status',
    labelKey: 'fields:apikey.status',
    render: (row) => <ApiKeyStatusBadge status={apiKeyStatus(row)} />,
    csv: (row) => apiKeyStatus(row),
  },
];
