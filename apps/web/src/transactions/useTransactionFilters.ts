import { COUNTRY_CODES, LANGUAGE_LOCALES, PAYMENT_PRODUCTS } from '@psp/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { labelWithOrganisation, useSpansOrganisations } from '../kit/api/useSpansOrganisations';
import { paymentProductName } from '../kit/format/paymentProductName';
import { useLanguage } from '../kit/format/useLanguage';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { statusOptions } from './paymentFilters';

const field = (name: string) => `fields:transaction.${name}`;

/**
 * The filters of the transaction list (002 §2), also those of a transaction report, so a report holds
 * what the list shows. Processors and tags are offered where the user may list them; a variant that
 * fixes the status (`fixedQuery`) has no status filter.
 */
export function useTransactionFilters(
  baseCurrency: string,
  fixedQuery?: Readonly<Record<string, string | string[]>>,
): FilterDefinition<'transaction'>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  const may = usePermission();
  const spans = useSpansOrganisations(false);
  const label = useMemo(() => labelWithOrganisation(spans), [spans]);
  const processorLabel = useCallback(
    (record: { name: string; organisation: string | { name?: string } }) =>
      label(record.name, record.organisation),
    [label],
  );
  const tagLabel = useCallback(
    (record: { text: string; organisation: string | { name?: string } }) =>
      label(record.text, record.organisation),
    [label],
  );
  const options = { _limit: '1000', _populate: 'organisation' };
  const processors = useResourceOptions('processor', options, processorLabel, may('processor.list'));
  const tags = useResourceOptions('tag', options, tagLabel, may('tag.list'));

  const filters = useMemo<FilterDefinition<'transaction'>[]>(() => {
    const regions = new Intl.DisplayNames([LANGUAGE_LOCALES[language]], { type: 'region' });
    return [
      { kind: 'dateRange', field: 'created_at', labelKey: field('created_at') },
      // A variant fixes the status itself.
      ...(fixedQuery && ('status' in fixedQuery || 'status[]' in fixedQuery)
        ? []
        : [
            {
              kind: 'multiSelect' as const,
              field: 'status' as const,
              labelKey: field('status'),
              options: statusOptions('transaction', t),
            },
          ]),
      {
        kind: 'select',
        field: 'payment_product',
        labelKey: field('payment_product'),
        options: PAYMENT_PRODUCTS.map((value) => ({ value, label: paymentProductName(t, value) })),
      },
      {
        kind: 'select',
        field: 'country_code',
        labelKey: field('country_code'),
        options: COUNTRY_CODES.map((code) => ({
          value: code,
          label: `${regions.of(code) ?? code} (${code})`,
        })),
      },
      ...(processors.options.length
        ? [
            {
              kind: 'multiSelect' as const,
              field: 'processor' as const,
              labelKey: field('processor'),
              options: processors.options,
            },
          ]
        : []),
      ...(tags.options.length
        ? [
            {
              kind: 'multiSelect' as const,
              field: 'tags' as const,
              labelKey: field('tags'),
              options: tags.options,
            },
          ]
        : []),
      { kind: 'numberRange', field: 'amount', labelKey: field('amount'), currency: baseCurrency },
      { kind: 'text', field: 'merchant_reference', labelKey: field('merchant_reference') },
      { kind: 'text', field: 'customer', labelKey: field('customer') },
      { kind: 'text', field: 'platform', labelKey: field('platform') },
      { kind: 'text', field: 'browser', labelKey: field('browser') },
      { kind: 'text', field: 'id', labelKey: field('id') },
    ];
  }, [t, language, baseCurrency, fixedQuery, processors.options, tags.options]);
  return filters;
}
