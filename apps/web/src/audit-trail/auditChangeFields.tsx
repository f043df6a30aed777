import { Text } from '@mantine/core';
import type { RowOf } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { defineFields } from '../kit/fields/defineFields';

/** Who made a change: the user's (or key's, or job's) name, and what kind of actor it is. */
function Actor({ row }: { row: Pick<RowOf<'auditchange'>, 'actor_name' | 'actor_id' | 'actor_kind'> }) {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      {row.actor_name ?? row.actor_id} ({t(`auditTrail.actorKind.${row.actor_kind}`)})
    </Text>
  );
}

/** A resource or action name in the reader's language, or as stored when it has no translation yet. */
function Translated({ prefix, value }: { prefix: string; value: string }) {
  const { t } = useTranslation();
  return <Text size="sm">{t(`${prefix}.${value}`, { defaultValue: value })}</Text>;
}

/** The user-action audit's columns: when, who, what record, which change. */
export const AUDIT_CHANGE_FIELDS = defineFields(
  'auditchange',
  [
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    {
      name: 'actor_name',
      kind: 'custom',
      render: (row) => <Actor row={row} />,
      text: (row) => row.actor_name ?? row.actor_id,
      list: {},
      detail: true,
    },
    {
      name: 'resource',
      kind: 'custom',
      render: (row) => <Translated prefix="auditTrail.resources" value={row.resource} />,
      text: (row) => row.resource,
      list: { sortable: true },
      detail: true,
    },
    {
      name: 'action',
      kind: 'custom',
      render: (row) => <Translated prefix="auditTrail.actions" value={row.action} />,
      text: (row) => row.action,
      list: {},
      detail: true,
    },
    { name: 'type', kind: 'text', list: { hiddenByDefault: true }, detail: true },
    { name: 'resource_id', kind: 'id', list: {}, detail: true },
    { name: 'organisation', kind: 'reference', list: {}, detail: true },
  ],
  { populate: ['organisation'] },
);
