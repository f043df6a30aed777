import { Code } from '@mantine/core';
import { createdAtColumn, organisationColumn } from '../kit/list/commonColumns';
import type { ListColumn } from '../kit/list/ListColumn';
import { TagBadge } from './TagBadge';
import type { TagRow } from './tagView';

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
  organisationColumn('tag', { hiddenByDefault: true }),
  createdAtColumn('tag'),
];
