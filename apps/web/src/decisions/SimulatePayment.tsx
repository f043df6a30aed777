import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  CARD_BRANDS,
  CURRENCIES,
  currencyExponent,
  type PaymentFacts,
  randomPercentile,
  toMajorUnits,
  toMinorUnits,
} from '@psp/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../kit/icons/Icon';
import { TransactionPicker } from '../transactions/TransactionPicker';
import type { TransactionRow } from '../transactions/transactionView';
import { paymentFactsOfTransaction } from './paymentFactsOfTransaction';
import { useConditionLabels } from './useConditionLabels';

/** The sample payment as typed: the amount in major units, empty text for what the payment lacks. */
interface Sample {
  id: string;
  amount: number | '';
  currency_code: string;
  country_code: string;
  card_brand: string;
  card_bin: string;
  card_id: string;
  three_d_secure: boolean;
  recurring: boolean;
  customer_id: string;
  customer_status: string;
  mcc: string;
}

function sampleOf(facts: PaymentFacts): Sample {
  return {
    id: facts.id,
    amount: toMajorUnits(facts.amount, facts.currency_code),
    currency_code: facts.currency_code,
    country_code: facts.country_code ?? '',
    card_brand: facts.card?.brand ?? '',
    card_bin: facts.card?.bin ?? '',
    card_id: facts.card?.id ?? '',
    three_d_secure: facts.three_d_secure,
    recurring: facts.recurring,
    customer_id: facts.customer?.id ?? '',
    customer_status: facts.customer?.status ?? '',
    mcc: facts.mcc ?? '',
  };
}

/** The facts of the sample, as the engine would have them (ids compared in lower case, as it stores them). */
function factsOf(sample: Sample): PaymentFacts {
  const card = sample.card_brand || sample.card_bin || sample.card_id;
  const customer = sample.customer_id || sample.customer_status;
  return {
    id: sample.id,
    amount: toMinorUnits(sample.amount === '' ? 0 : sample.amount, sample.currency_code),
    currency_code: sample.currency_code,
    three_d_secure: sample.three_d_secure,
    recurring: sample.recurring,
    country_code: sample.country_code || null,
    card: card
      ? {
          id: sample.card_id.trim().toLowerCase() || null,
          brand: sample.card_brand || null,
          bin: sample.card_bin || null,
        }
      : null,
    customer: customer
      ? { id: sample.customer_id.trim().toLowerCase(), status: sample.customer_status || null }
      : null,
    mcc: sample.mcc || null,
  };
}

const newSample = (currency: string): Sample => ({
  id: crypto.randomUUID(),
  amount: 10,
  currency_code: currency,
  country_code: 'NL',
  card_brand: 'visa',
  card_bin: '424242',
  card_id: '',
  three_d_secure: false,
  recurring: false,
  customer_id: '',
  customer_status: '',
  mcc: '',
});

interface SimulatePaymentProps {
  /** Called with the facts of the sample (on Simulate) or of the real payment picked. */
  onSimulate: (facts: PaymentFacts) => void;
  /** The currency a new sample starts in. */
  currency?: string;
}

/**
 * A sample payment for the editors' simulation (issue 11): typed in, or taken from a real payment found
 * by id or merchant reference. `random` follows from the payment id exactly as in the engine, and is
 * shown, so a split can be tried on both sides by changing the id.
 */
export function SimulatePayment({ onSimulate, currency = 'EUR' }: SimulatePaymentProps) {
  const { t } = useTranslation();
  const labels = useConditionLabels();
  const titleId = useId();
  const [sample, setSample] = useState(() => newSample(currency));
  const [real, setReal] = useState<TransactionRow | undefined>();
  const set = <K extends keyof Sample>(key: K, value: Sample[K]) => {
    setSample((current) => ({ ...current, [key]: value }));
    setReal(undefined);
  };
  const options = (name: 'country_code' | 'currency_code' | 'customer_status' | 'mcc') =>
    labels.valueOptions(name) ?? [];
  const pickReal = (row: TransactionRow | undefined) => {
    setReal(row);
    if (!row) return;
    const facts = paymentFactsOfTransaction(row);
    setSample(sampleOf(facts));
    onSimulate(facts);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {t('decisions.simulate.title')}
      </Title>
      <TransactionPicker value={real} onChange={pickReal} />
      <Text size="sm" c="dimmed">
        {t('decisions.simulate.orSample')}
      </Text>
      <Group gap="xs" align="flex-end">
        <TextInput
          label={t('decisions.simulate.paymentId')}
          value={sample.id}
          onChange={(event) => set('id', event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Tooltip label={t('decisions.simulate.newId')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('decisions.simulate.newId')}
            onClick={() => set('id', crypto.randomUUID())}
          >
            <Icon name="refresh" />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text size="sm" data-testid="simulate-random">
        {t('decisions.simulate.random', { value: randomPercentile(sample.id).toFixed(2) })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <NumberInput
          label={labels.ruleLabel('amount')}
          min={0}
          allowNegative={false}
          decimalScale={currencyExponent(sample.currency_code)}
          value={sample.amount}
          onChange={(value) => set('amount', typeof value === 'number' ? value : '')}
        />
        <Select
          label={labels.ruleLabel('currency_code')}
          data={CURRENCIES.map((code) => ({ value: code, label: code }))}
          searchable
          allowDeselect={false}
          value={sample.currency_code}
          onChange={(value) => set('currency_code', value ?? currency)}
        />
        <Select
          label={labels.ruleLabel('country_code')}
          data={options('country_code')}
          searchable
          clearable
          value={sample.country_code || null}
          onChange={(value) => set('country_code', value ?? '')}
        />
        <Select
          label={labels.ruleLabel('card_brand')}
          data={[...CARD_BRANDS]}
          clearable
          value={sample.card_brand || null}
          onChange={(value) => set('card_brand', value ?? '')}
        />
        <TextInput
          label={labels.ruleLabel('card_bin')}
          inputMode="numeric"
          maxLength={8}
          value={sample.card_bin}
          onChange={(event) => set('card_bin', event.currentTarget.value.replace(/\D/g, ''))}
        />
        <TextInput
          label={labels.ruleLabel('card')}
          value={sample.card_id}
          onChange={(event) => set('card_id', event.currentTarget.value)}
        />
        <TextInput
          label={labels.ruleLabel('customer')}
          value={sample.customer_id}
          onChange={(event) => set('customer_id', event.currentTarget.value)}
        />
        <Select
          label={labels.ruleLabel('customer_status')}
          data={options('customer_status')}
          clearable
          value={sample.customer_status || null}
          onChange={(value) => set('customer_status', value ?? '')}
        />
        <Select
          label={labels.ruleLabel('mcc')}
          data={options('mcc')}
          searchable
          clearable
          value={sample.mcc || null}
          onChange={(value) => set('mcc', value ?? '')}
        />
        <Stack gap="xs" justify="flex-end">
          <Switch
            label={labels.ruleLabel('3ds')}
            checked={sample.three_d_secure}
            onChange={(event) => set('three_d_secure', event.currentTarget.checked)}
          />
          <Switch
            label={labels.ruleLabel('recurring')}
            checked={sample.recurring}
            onChange={(event) => set('recurring', event.currentTarget.checked)}
          />
        </Stack>
      </SimpleGrid>
      <Group>
        {/* A button, not a submit: the simulator sits inside the editors' own forms. */}
        <Button type="button" variant="default" onClick={() => onSimulate(factsOf(sample))}>
          {t('decisions.simulate.run')}
        </Button>
      </Group>
    </Stack>
  );
}
