import { Code } from '@mantine/core';
import { defineFields } from '../kit/fields/defineFields';
import { TagBadge } from '../kit/format/TagBadge';

/** The fields of a tag's screens; the organisation is the scope's (the provider's own under /psp). */
export const TAG_FIELDS = defineFields(
  'tag',
  [
    { name: 'id', kind: 'id', detail: true },
    {
      name: 'text',
      kind: 'custom',
      render: (tag) => <TagBadge text={tag.text} color={tag.color} />,
      text: (tag) => tag.text,
      list: { sortable: true },
      detail: true,
      form: { required: true },
    },
    {
      name: 'color',
      kind: 'custom',
      render: (tag) => <Code>{tag.color}</Code>,
      text: (tag) => tag.color,
      list: {},
      detail: true,
      form: { kind: 'color', required: true },
    },
    { name: 'organisation', kind: 'reference', list: { hiddenByDefault: true }, detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'updated_at', kind: 'dateTime', detail: true },
  ],
  { populate: ['organisation'] },
);
