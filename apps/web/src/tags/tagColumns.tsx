import { Code } from '@mantine/core';
import { DateTime } from '../kit/format/DateTime';
import type { ListColumn } from '../kit/list/ListColumn';
import { TagBadge } from './TagBadge';
import type { TagRow } from './tagView';

const organisationName = (row: TagRow) =>
  typeof row.organisation === 'string' ? row.organisation : row.organisation.name;

export const TAG_COLUMNS: readonly ListColumn<TagRow>[] = [
  {
    id: 'text',
    labelKey: 'fields:tag.text',
    sortField: 'text',
    render: (row) => <TagBadge text={row.text} color={row.color} />,
    csv: (row) => row.text,
  },
  {
    id: 'color',
    labelKey: 'fields:tag.color',
    render: (row) => <Code>{row.color}</Code>,
    csv: (row) => row.color,
  },
  {
    id: 'organisation',
    labelKey: 'fields:tag.organisation',
    render: organisationName,
    csv: organisationName,
    hiddenByDefault: true,
  },
  {
    id: 'created_at',
    labelKey: 'fields:tag.created_at',
    sortField: 'created_at',
    render: (row) => <DateTime value={row.created_at} />,
    csv: (row) => row.created_at,
  },
];
