import { Code, Text } from '@mantine/core';
import { apiKeyStatus, refName } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { defineFields } from '../kit/fields/defineFields';
import { DateTime } from '../kit/format/DateTime';
import { ApiKeyStatusBadge } from './ApiKeyStatusBadge';

/** A dimmed word where a field has no value that means something (all profiles, never used). */
function Dimmed({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" size="sm" span>
      {t(textKey)}
    </Text>
  );
}

/** The fields of a key's list and detail (never its secret); the organisation's column shows where keys of several organisations meet. */
export const API_KEY_FIELDS = defineFields(
  'apikey',
  [
    { name: 'id', kind: 'id', detail: true },
    { name: 'name', kind: 'text', list: { sortable: true }, detail: true },
    { name: 'organisation', kind: 'reference', list: { hiddenByDefault: true } },
    {
      name: 'prefix',
      kind: 'custom',
      render: (key) => <Code>{key.prefix}…</Code>,
      text: (key) => key.prefix,
      list: {},
      detail: true,
    },
    {
      // The status is the revocation seen from now (apiKeyStatus); the API field behind it is revoked_at.
      name: 'revoked_at',
      labelKey: 'fields:apikey.status',
      kind: 'custom',
      render: (key) => <ApiKeyStatusBadge status={apiKeyStatus(key)} />,
      text: (key) => apiKeyStatus(key),
      detail: true,
    },
    { name: 'organisation', kind: 'reference', detail: true },
    {
      name: 'payment_profile',
      kind: 'custom',
      render: (key) =>
        key.payment_profile ? refName(key.payment_profile) : <Dimmed textKey="apiKeys.allProfiles" />,
      text: (key) => refName(key.payment_profile) ?? '',
      list: {},
      detail: true,
    },
    {
      name: 'last_used_at',
      kind: 'custom',
      render: (key) =>
        key.last_used_at ? <DateTime value={key.last_used_at} /> : <Dimmed textKey="apiKeys.neverUsed" />,
      text: (key) => key.last_used_at ?? '',
      list: { sortable: true },
      detail: true,
    },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'created_by', kind: 'reference', detail: true },
    { name: 'revoked_at', kind: 'dateTime', detail: true },
    {
      // The status is the revocation seen from now (apiKeyStatus); the API field behind it is revoked_at.
      name: 'revoked_at',
      labelKey: 'fields:apikey.status',
      kind: 'custom',
      render: (key) => <ApiKeyStatusBadge status={apiKeyStatus(key)} />,
      text: (key) => apiKeyStatus(key),
      list: {},
    },
  ],
  { populate: ['organisation', 'payment_profile', 'created_by'] },
);
