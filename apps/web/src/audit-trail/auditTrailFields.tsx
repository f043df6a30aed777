import { Group, Text } from '@mantine/core';
import type { PopulatedRowOf } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { defineFields } from '../kit/fields/defineFields';
import { Icon } from '../kit/icons/Icon';
import { HttpStatus } from './httpStatus';

export const AUDIT_TRAIL_POPULATE = ['transaction', 'payment_profile', 'user'] as const;
type AuditRow = PopulatedRowOf<'audittrail', (typeof AUDIT_TRAIL_POPULATE)[number]>;

function userName(row: AuditRow): string | null {
  return row.user && typeof row.user === 'object'
    ? (row.user.name ?? row.user.email ?? null)
    : (row.user ?? null);
}

/** 002 §2: how the call was made, an API key or a logged-in user (with who), as an icon and words. */
function Authentication({ row }: { row: AuditRow }) {
  const { t } = useTranslation();
  const name = userName(row);
  return (
    <Group gap={6} wrap="nowrap">
      <Icon name={row.authentication === 'api' ? 'code' : row.authentication === 'jwt' ? 'user' : 'lock'} />
      <Text size="sm">
        {t(`auditTrail.authentication.${row.authentication}`)}
        {name ? `: ${name}` : ''}
      </Text>
    </Group>
  );
}

/** 002 §2 audit trail: route, id, authentication, type, response code, origin, created at. */
export const AUDIT_TRAIL_FIELDS = defineFields(
  'audittrail',
  [
    { name: 'route', kind: 'text', list: { sortable: true }, detail: true },
    { name: 'id', kind: 'id', list: {}, detail: true },
    {
      name: 'authentication',
      kind: 'custom',
      render: (row) => <Authentication row={row} />,
      text: (row) => [row.authentication, userName(row)].filter(Boolean).join(': '),
      list: {},
      detail: true,
    },
    { name: 'type', kind: 'text', list: { sortable: true }, detail: true },
    { name: 'method', kind: 'text', list: { hiddenByDefault: true }, detail: true },
    { name: 'url', kind: 'text', list: { hiddenByDefault: true }, detail: true },
    {
      name: 'response_code',
      kind: 'custom',
      render: (row) => <HttpStatus code={row.response_code} />,
      text: (row) => String(row.response_code),
      list: { sortable: true },
      detail: true,
    },
    { name: 'origin', kind: 'text', list: { hiddenByDefault: true }, detail: true },
    { name: 'destination', kind: 'text', list: { hiddenByDefault: true }, detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'payment_profile', kind: 'reference', detail: true },
    { name: 'organisation', kind: 'reference', list: { hiddenByDefault: true }, detail: true },
  ],
  { populate: AUDIT_TRAIL_POPULATE },
);
