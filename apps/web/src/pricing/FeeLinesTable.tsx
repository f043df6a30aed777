import { Stack, Table } from '@mantine/core';
import type { PopulatedRowOf } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import { Money } from '../kit/format/Money';
import { paymentProductName } from '../kit/format/paymentProductName';
import { PRICING_SCHEME_FIELDS } from './pricingSchemeFields';

/** A scheme's settings, then its fee lines as a table: what each charges on what. */
export function FeeLinesTable({ scheme }: { scheme: PopulatedRowOf<'pricingscheme'> }) {
  const { t } = useTranslation();
  const bound = (value: number | null, currency: string) =>
    value === null ? '—' : <Money amount={value} currency={currency} />;
  return (
    <Stack>
      <DetailFields fields={detailOf(PRICING_SCHEME_FIELDS, scheme)} />
      <Table striped withTableBorder aria-label={t('fields:pricingscheme.fees')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pricing.field.event')}</Table.Th>
            <Table.Th>{t('pricing.field.product')}</Table.Th>
            <Table.Th>{t('pricing.field.brand')}</Table.Th>
            <Table.Th>{t('pricing.field.region')}</Table.Th>
            <Table.Th ta="right">{t('pricing.field.fixed')}</Table.Th>
            <Table.Th ta="right">{t('pricing.field.percentage')}</Table.Th>
            <Table.Th ta="right">{t('pricing.field.minimum')}</Table.Th>
            <Table.Th ta="right">{t('pricing.field.maximum')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {scheme.fees.map((line) => (
            <Table.Tr
              key={[line.event, line.payment_product, line.card_brand, line.region, line.currency_code].join(
                '|',
              )}
            >
              <Table.Td>{t(`pricing.event.${line.event}`)}</Table.Td>
              <Table.Td>{paymentProductName(t, line.payment_product)}</Table.Td>
              <Table.Td>{line.card_brand ?? t('pricing.any')}</Table.Td>
              <Table.Td>{line.region ? t(`pricing.region.${line.region}`) : t('pricing.any')}</Table.Td>
              <Table.Td ta="right">
                <Money amount={line.fixed} currency={line.currency_code} />
              </Table.Td>
              <Table.Td ta="right">{t('pricing.basisPoints', { value: line.percentage })}</Table.Td>
              <Table.Td ta="right">{bound(line.minimum, line.currency_code)}</Table.Td>
              <Table.Td ta="right">{bound(line.maximum, line.currency_code)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
