import { ActionIcon, Button, Fieldset, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import {
  CARD_BRANDS,
  CURRENCIES,
  FEE_EVENTS,
  FEE_REGIONS,
  type FeeLineInput,
  feeLineSchema,
  PAYMENT_PRODUCTS,
} from '@psp/domain';
import { useTranslation } from 'react-i18next';
import type { CustomFieldInput } from '../kit/form/FormField';
import { MoneyInput } from '../kit/form/MoneyInput';
import { Icon } from '../kit/icons/Icon';

const NEW_LINE: FeeLineInput = {
  event: 'payment',
  payment_product: 'card',
  card_brand: null,
  region: null,
  currency_code: 'EUR',
  fixed: 0,
  percentage: 0,
  minimum: null,
  maximum: null,
};

/** A number input's value as the line keeps it: an integer, or null when emptied (optional bounds). */
const integerOrNull = (value: string | number) => (value === '' ? null : Math.trunc(Number(value)));

/**
 * The fee lines of a scheme: per line what it is charged on, the product (and brand and region where
 * they matter), currency, fixed minor units, basis points and the bounds; each line checked as typed.
 */
export function FeeLinesInput({ value, onChange, label, error }: CustomFieldInput) {
  const { t } = useTranslation();
  const lines = (Array.isArray(value) ? value : []) as FeeLineInput[];
  const set = (index: number, change: Partial<FeeLineInput>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));
  const options = (values: readonly string[], prefix: string) =>
    values.map((item) => ({ value: item, label: t(`${prefix}${item}`) }));
  const anyOption = { value: '', label: t('pricing.any') };
  return (
    <Fieldset legend={label} variant="unstyled">
      <Stack gap="sm">
        {lines.length === 0 && <Text c="dimmed">{t('pricing.noLines')}</Text>}
        {lines.map((line, index) => {
          const checked = feeLineSchema.safeParse(line);
          const problem = checked.success ? undefined : checked.error.issues[0];
          const name = t('pricing.lineName', { number: index + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fee line has no id; its position is its identity while it is edited
            <Fieldset key={index} legend={name} aria-label={name} data-testid="fee-line">
              <Group align="flex-end" gap="xs" wrap="wrap">
                <Select
                  label={t('pricing.field.event')}
                  data={options(FEE_EVENTS, 'pricing.event.')}
                  value={line.event ?? 'payment'}
                  onChange={(event) => set(index, { event: (event ?? 'payment') as FeeLineInput['event'] })}
                  allowDeselect={false}
                  w={130}
                />
                <Select
                  label={t('pricing.field.product')}
                  data={options(PAYMENT_PRODUCTS, 'shareCredentials.option.')}
                  value={line.payment_product}
                  onChange={(product) =>
                    set(index, { payment_product: product as FeeLineInput['payment_product'] })
                  }
                  allowDeselect={false}
                  w={140}
                />
                <Select
                  label={t('pricing.field.brand')}
                  data={[anyOption, ...CARD_BRANDS.map((brand) => ({ value: brand, label: brand }))]}
                  value={line.card_brand ?? ''}
                  onChange={(brand) =>
                    set(index, { card_brand: (brand || null) as FeeLineInput['card_brand'] })
                  }
                  w={130}
                />
                <Select
                  label={t('pricing.field.region')}
                  data={[anyOption, ...options(FEE_REGIONS, 'pricing.region.')]}
                  value={line.region ?? ''}
                  onChange={(region) => set(index, { region: (region || null) as FeeLineInput['region'] })}
                  w={140}
                />
                <Select
                  label={t('pricing.field.currency')}
                  data={CURRENCIES}
                  value={line.currency_code}
                  onChange={(currency) =>
                    set(index, { currency_code: currency as FeeLineInput['currency_code'] })
                  }
                  allowDeselect={false}
                  w={100}
                />
                <MoneyInput
                  label={t('pricing.field.fixed')}
                  currency={line.currency_code}
                  value={line.fixed}
                  onChange={(fixed) => set(index, { fixed: fixed ?? 0 })}
                  w={120}
                />
                <NumberInput
                  label={t('pricing.field.percentage')}
                  value={line.percentage}
                  onChange={(percentage) => set(index, { percentage: integerOrNull(percentage) ?? 0 })}
                  min={0}
                  max={10_000}
                  allowDecimal={false}
                  w={120}
                />
                <MoneyInput
                  label={t('pricing.field.minimum')}
                  currency={line.currency_code}
                  value={line.minimum}
                  onChange={(minimum) => set(index, { minimum })}
                  w={110}
                />
                <MoneyInput
                  label={t('pricing.field.maximum')}
                  currency={line.currency_code}
                  value={line.maximum}
                  onChange={(maximum) => set(index, { maximum })}
                  w={110}
                  error={problem?.path[0] === 'maximum' ? t(`form_validation.${problem.message}`) : undefined}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('pricing.removeLine', { number: index + 1 })}
                  onClick={() => onChange(lines.filter((_, at) => at !== index))}
                >
                  <Icon name="trash" />
                </ActionIcon>
              </Group>
            </Fieldset>
          );
        })}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button variant="default" size="xs" onClick={() => onChange([...lines, NEW_LINE])}>
            {t('pricing.addLine')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
