import { Button, Fieldset, Stack, Text } from '@mantine/core';
import type { PaymentProduct, RowOf } from '@psp/domain';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import type { FormField } from '../kit/form/FormField';
import { FormFieldInput } from '../kit/form/FormFieldInput';
import { FormFooter } from '../kit/form/FormFooter';
import { useEntityForm } from '../kit/form/useEntityForm';
import { LinkedItemsField } from '../payment-profiles/LinkedItemsField';
import { productOptions } from '../processors/processorView';
import { failoverFormSchema } from './failoverView';

type Field = 'payment_product' | 'processors' | 'max_attempts';
type NamedRecord = { id: string; name: string };
const byName = (record: NamedRecord) => record.name;

interface FailoverFormProps {
  /** The organisation whose processors the list may name. */
  organisation: string;
  /** The list being edited; its payment product stays. */
  existing?: Pick<RowOf<'failover'>, 'payment_product' | 'processors' | 'max_attempts'>;
  submitLabelKey: string;
  successMessageKey: string;
  secondary?: ReactNode;
  onSubmit: (values: {
    payment_product: PaymentProduct;
    processors: string[];
    max_attempts: number;
  }) => Promise<unknown>;
}

/**
 * A failover list: the payment method, its processors in order (added from that method's processors, moved
 * with up and down buttons, keyboard operable) and the attempts a payment gets at most.
 */
export function FailoverForm(props: FailoverFormProps) {
  const { organisation, existing, submitLabelKey, successMessageKey, secondary, onSubmit } = props;
  const { t } = useTranslation();
  const may = usePermission();
  const { form, submit, formError } = useEntityForm({
    schema: failoverFormSchema,
    defaultValues: existing
      ? {
          payment_product: existing.payment_product,
          processors: existing.processors,
          max_attempts: existing.max_attempts,
        }
      : { processors: [], max_attempts: 3 },
    fieldNames: ['payment_product', 'processors', 'max_attempts'],
    successMessageKey,
    onSubmit,
  });
  const product = form.watch('payment_product');
  // Another payment method has other processors: a new list starts again.
  useEffect(() => {
    if (!existing && product) form.setValue('processors', []);
  }, [existing, product, form]);
  const processors = useResourceOptions(
    'processor',
    { organisation, payment_product: product ?? '', _sort: 'name', _limit: 2000 },
    byName,
    Boolean(product) && may('processor.list'),
  );
  const fields: FormField<Field>[] = [
    {
      name: 'payment_product',
      labelKey: 'fields:failover.payment_product',
      kind: 'select',
      options: productOptions(t),
      required: true,
      disabled: existing !== undefined,
    },
    {
      name: 'processors',
      labelKey: 'fields:failover.processors',
      kind: 'custom',
      render: (input) => (
        <Fieldset legend={t('failovers.order')} variant="unstyled">
          <Text size="sm" c="dimmed" mb="xs">
            {t('failovers.orderHint')}
          </Text>
          <LinkedItemsField
            addLabel={t('failovers.add')}
            placeholder={t(product ? 'failovers.choose' : 'failovers.productFirst')}
            options={processors.options}
            value={(input.value as string[] | undefined) ?? []}
            onChange={input.onChange}
            addedMessage={(name) => t('paymentProfiles.processorAdded', { name })}
            error={input.error}
            moveLabels={{
              up: (name) => t('failovers.moveUp', { name }),
              down: (name) => t('failovers.moveDown', { name }),
            }}
          />
        </Fieldset>
      ),
    },
    {
      name: 'max_attempts',
      labelKey: 'fields:failover.max_attempts',
      kind: 'number',
      required: true,
      descriptionKey: 'failovers.maxAttemptsHint',
    },
  ];
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {fields.map((field) => (
          <FormFieldInput key={field.name} field={field} control={form.control} />
        ))}
        <FormFooter formError={formError}>
          {secondary}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t(submitLabelKey)}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
