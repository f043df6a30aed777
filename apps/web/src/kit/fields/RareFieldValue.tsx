import { Code, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyableId } from '../detail/CopyableId';
import { cardText } from '../format/paymentProductName';
import { TagBadge } from '../format/TagBadge';
import { isCardSummary, isRecord } from './fieldValue';

interface RareFieldValueProps {
  kind: 'id' | 'json' | 'tags' | 'card';
  value: unknown;
}

/**
 * The kinds a list shell seldom shows (a copyable id, JSON, tags, a card), loaded when first shown so
 * the shell's bundle stays small.
 */
export function RareFieldValue({ kind, value }: RareFieldValueProps) {
  const { t } = useTranslation();
  switch (kind) {
    case 'id':
      return <CopyableId value={String(value)} />;
    case 'json':
      return (
        <Code block style={{ whiteSpace: 'pre-wrap' }}>
          {JSON.stringify(value, null, 2)}
        </Code>
      );
    case 'tags':
      return Array.isArray(value) ? (
        <Group gap={4}>
          {value.map((tag) =>
            isRecord(tag) && typeof tag.text === 'string' && typeof tag.color === 'string' ? (
              <TagBadge key={tag.id} text={tag.text} color={tag.color} />
            ) : (
              <Code key={String(tag)}>{String(tag).slice(0, 8)}</Code>
            ),
          )}
        </Group>
      ) : null;
    case 'card':
      // Never the number: brand, BIN and last 4 are all that is kept of a card.
      return isCardSummary(value) ? <span className="tabular-nums">{cardText(t, value)}</span> : null;
  }
}
