import { Anchor, Code } from '@mantine/core';
import { LANGUAGE_LOCALES, type PopulatedRowOf, type PopulateKeyOf, type ResourceName } from '@psp/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTime } from '../format/DateTime';
import { Money } from '../format/Money';
import { StatusTag } from '../format/StatusTag';
import { useLanguage } from '../format/useLanguage';
import type { FieldDefinition } from './FieldDefinition';
import { currencyOf, fieldText, isRecord, referenceName, valueAt } from './fieldValue';

const RareFieldValue = lazy(() =>
  import('./RareFieldValue').then((module) => ({ default: module.RareFieldValue })),
);

function LazyRareFieldValue(props: { kind: 'id' | 'json' | 'tags' | 'card'; value: unknown }) {
  return (
    <Suspense fallback={null}>
      <RareFieldValue {...props} />
    </Suspense>
  );
}

interface FieldValueProps<N extends ResourceName, P extends PopulateKeyOf<N>> {
  field: FieldDefinition<N, P>;
  row: PopulatedRowOf<N, P>;
  /** A list cell is short (an id's first 8 characters); a detail row whole (an id to copy). */
  context?: 'list' | 'detail';
}

/** One field of a row, shown as its kind is: the one display component per field kind. */
export function FieldValue<N extends ResourceName, P extends PopulateKeyOf<N>>(props: FieldValueProps<N, P>) {
  const { field, row, context = 'detail' } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  if (field.kind === 'custom') return field.render(row);
  const value = valueAt(row, field.name);
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'money': {
      const currency = currencyOf(field, row);
      return typeof value === 'number' && currency ? (
        <Money amount={value} currency={currency} />
      ) : (
        String(value)
      );
    }
    case 'status':
      return <StatusTag family={field.family} status={String(value)} />;
    case 'dateTime':
    case 'date':
      return <DateTime value={String(value)} dateOnly={field.kind === 'date'} />;
    case 'reference': {
      const name = referenceName(field, row);
      const id = typeof value === 'string' ? value : isRecord(value) ? value.id : undefined;
      return field.link && id ? (
        <Anchor component={Link} to={field.link(id)} size="sm">
          {name}
        </Anchor>
      ) : (
        name
      );
    }
    case 'boolean':
      return t(value ? 'common.yes' : 'common.no');
    case 'country':
      return new Intl.DisplayNames([LANGUAGE_LOCALES[language]], { type: 'region' }).of(String(value));
    case 'number':
      return typeof value === 'number' ? value.toLocaleString(LANGUAGE_LOCALES[language]) : String(value);
    case 'id':
      if (context === 'list') return <Code>{String(value).slice(0, 8)}</Code>;
      return <LazyRareFieldValue kind={field.kind} value={value} />;
    case 'json':
    case 'tags':
    case 'card':
      return <LazyRareFieldValue kind={field.kind} value={value} />;
    case 'enum':
      return t(`${field.labelPrefix}${String(value)}`);
    case 'text':
      return fieldText(field, row);
  }
}
