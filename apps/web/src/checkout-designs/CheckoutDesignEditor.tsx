import { Button, Grid, MultiSelect, Paper, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import {
  type CheckoutDesignForm,
  checkCss,
  checkoutDesignFormSchema,
  PAYMENT_PRODUCTS,
  paymentProductOrder,
} from '@psp/domain';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFieldInput } from '../kit/form/FormFieldInput';
import { FormFooter } from '../kit/form/FormFooter';
import { useEntityForm } from '../kit/form/useEntityForm';
import { useFieldMessage } from '../kit/form/useFieldMessage';
import { paymentProductName } from '../kit/format/paymentProductName';
import { PageHeader } from '../kit/PageHeader';
import { CheckoutPreview } from './CheckoutPreview';
import {
  CHECKOUT_DESIGN_FIELD_NAMES,
  CHECKOUT_DESIGN_LOOK_FIELDS,
  checkoutDesignGeneralFields,
} from './checkoutDesignView';

interface CheckoutDesignEditorProps {
  title: string;
  initialValues: CheckoutDesignForm;
  /** Without it the design is shown read-only (the user may not save it). */
  onSubmit?: (values: CheckoutDesignForm) => Promise<unknown>;
  submitLabelKey: string;
  successMessageKey: string;
  /** Beside the title, e.g. delete. */
  actions?: ReactNode;
  onCancel: () => void;
}

/** 000 §3 checkout design as a full page: every field on the left, the live payment page on the right. */
export function CheckoutDesignEditor(props: CheckoutDesignEditorProps) {
  const { title, initialValues, onSubmit, submitLabelKey, successMessageKey, actions, onCancel } = props;
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { form, submit, formError } = useEntityForm({
    schema: checkoutDesignFormSchema,
    defaultValues: initialValues,
    fieldNames: CHECKOUT_DESIGN_FIELD_NAMES,
    onSubmit: async (values) => onSubmit?.(values),
    successMessageKey,
  });
  const design = useWatch({ control: form.control }) as Partial<CheckoutDesignForm>;
  const section = (key: string) => (
    <Title order={2} size="h4">
      {t(key)}
    </Title>
  );
  return (
    <>
      <PageHeader title={title} actions={actions} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <form onSubmit={submit} noValidate aria-label={title}>
            <fieldset disabled={!onSubmit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack gap="lg">
                <Paper withBorder radius="md" p="md">
                  <Stack gap="sm">
                    {section('checkoutDesigns.general')}
                    {checkoutDesignGeneralFields(t).map((field) => (
                      <FormFieldInput key={field.name} field={field} control={form.control} />
                    ))}
                  </Stack>
                </Paper>
                <Paper withBorder radius="md" p="md">
                  <Stack gap="sm">
                    {section('checkoutDesigns.look')}
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      {CHECKOUT_DESIGN_LOOK_FIELDS.filter((field) => field.kind === 'color').map((field) => (
                        <FormFieldInput key={field.name} field={field} control={form.control} />
                      ))}
                    </SimpleGrid>
                    {CHECKOUT_DESIGN_LOOK_FIELDS.filter((field) => field.kind !== 'color').map((field) => (
                      <FormFieldInput key={field.name} field={field} control={form.control} />
                    ))}
                    <Controller
                      name="payment_product_order"
                      control={form.control}
                      render={({ field, fieldState }) => (
                        <MultiSelect
                          label={t('fields:checkoutdesign.payment_product_order')}
                          description={t('checkoutDesigns.productOrderHint')}
                          data={PAYMENT_PRODUCTS.map((product) => ({
                            value: product,
                            label: paymentProductName(t, product),
                          }))}
                          value={paymentProductOrder(field.value)}
                          onChange={(products) => field.onChange(products.join(','))}
                          onBlur={field.onBlur}
                          error={message(fieldState.error?.message)}
                        />
                      )}
                    />
                    <Controller
                      name="css"
                      control={form.control}
                      render={({ field, fieldState }) => {
                        const problems = checkCss(field.value ?? '');
                        const error =
                          problems.length > 0
                            ? problems.map((problem) => t(`checkoutDesigns.cssProblem.${problem}`)).join(' ')
                            : message(fieldState.error?.message);
                        return (
                          <Textarea
                            label={t('fields:checkoutdesign.css')}
                            description={t('checkoutDesigns.cssHint')}
                            autosize
                            minRows={4}
                            ff="monospace"
                            name={field.name}
                            ref={field.ref}
                            value={field.value ?? ''}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                            error={error}
                          />
                        );
                      }}
                    />
                  </Stack>
                </Paper>
              </Stack>
            </fieldset>
            <Stack mt="md">
              <FormFooter formError={formError}>
                <Button variant="default" onClick={onCancel}>
                  {t(onSubmit ? 'common.cancel' : 'checkoutDesigns.back')}
                </Button>
                {onSubmit && (
                  <Button type="submit" loading={form.formState.isSubmitting}>
                    {t(submitLabelKey)}
                  </Button>
                )}
              </FormFooter>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <div style={{ position: 'sticky', top: 16 }}>
            <CheckoutPreview design={design} />
          </div>
        </Grid.Col>
      </Grid>
    </>
  );
}
