import {
  Checkbox,
  ColorInput,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Select,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomFieldInput as CustomInput, FormField } from './FormField';
import { MoneyInput, type MoneyInputProps } from './MoneyInput';
import { useFieldMessage } from './useFieldMessage';

interface FormFieldInputProps<V extends FieldValues, O> {
  field: FormField<Path<V>>;
  control: Control<V, unknown, O>;
  /** After the field is left (for example to fill another field from this one). */
  onBlur?: () => void;
}

/** One input of an EntityForm, bound to react-hook-form, with its translated error. */
export function FormFieldInput<V extends FieldValues, O>({
  field: spec,
  control,
  onBlur,
}: FormFieldInputProps<V, O>) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  return (
    <Controller
      name={spec.name}
      control={control}
      render={({ field, fieldState }) => {
        const common = {
          label: t(spec.labelKey),
          required: spec.required,
          error: message(fieldState.error?.message),
          description: spec.descriptionKey ? t(spec.descriptionKey) : undefined,
          name: field.name,
          disabled: spec.disabled,
          onBlur: () => {
            field.onBlur();
            onBlur?.();
          },
          ref: field.ref,
        };
        switch (spec.kind) {
          case 'text':
          case 'email':
            return (
              <TextInput
                {...common}
                type={spec.kind}
                autoComplete={spec.autoComplete}
                value={field.value ?? ''}
                onChange={field.onChange}
              />
            );
          case 'password':
            return (
              <PasswordInput
                {...common}
                autoComplete={spec.autoComplete}
                value={field.value ?? ''}
                onChange={field.onChange}
              />
            );
          case 'textarea':
            return (
              <Textarea
                {...common}
                autosize
                minRows={3}
                value={field.value ?? ''}
                onChange={field.onChange}
              />
            );
          case 'number':
            return <NumberInput {...common} value={field.value ?? ''} onChange={field.onChange} />;
          case 'money':
            return (
              <MoneyFieldInput
                common={common}
                control={control}
                currency={spec.currency}
                // An empty form value ('') is no amount.
                value={field.value === '' ? null : field.value}
                onChange={field.onChange}
              />
            );
          case 'date':
            // The browser's own date input: typed and picked in the user's locale, sent as YYYY-MM-DD.
            return <TextInput {...common} type="date" value={field.value ?? ''} onChange={field.onChange} />;
          case 'select':
            return (
              <Select
                {...common}
                data={spec.options ?? []}
                value={field.value ?? null}
                onChange={field.onChange}
                searchable={spec.searchable}
                // Picking the chosen option again keeps it: a required field is never emptied by a click.
                allowDeselect={!spec.required}
              />
            );
          case 'multiSelect':
            return (
              <MultiSelect
                {...common}
                data={spec.options ?? []}
                value={field.value ?? []}
                onChange={field.onChange}
                searchable
              />
            );
          case 'color':
            return (
              <ColorInput
                {...common}
                format="hex"
                eyeDropperButtonProps={{ 'aria-label': t('form.pickColour') }}
                value={field.value ?? ''}
                onChange={field.onChange}
              />
            );
          case 'custom':
            return (
              <CustomFieldInput
                control={control}
                render={spec.render}
                input={{
                  value: field.value,
                  onChange: field.onChange,
                  label: common.label,
                  description: common.description,
                  error: common.error,
                  required: common.required,
                }}
              />
            );
          case 'checkbox':
            return (
              <Checkbox
                {...common}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            );
        }
      }}
    />
  );
}

/**
 * A money field: its currency fixed or watched from another field; until a currency is known it waits
 * (disabled), as an amount means nothing without one.
 */
function MoneyFieldInput<V extends FieldValues, O>({
  common,
  control,
  currency,
  value,
  onChange,
}: {
  common: Omit<MoneyInputProps, 'value' | 'onChange' | 'currency'>;
  control: Control<V, unknown, O>;
  currency: FormField['currency'];
  value: number | null | undefined;
  onChange: (minor: number | null) => void;
}) {
  const watched = useWatch({
    control,
    name: (typeof currency === 'object' ? currency.field : '') as Path<V>,
    disabled: typeof currency !== 'object',
  });
  const code = typeof currency === 'object' ? (watched as string | undefined) : currency;
  return (
    <MoneyInput
      {...common}
      currency={code ?? 'EUR'}
      disabled={common.disabled || !code}
      value={value}
      onChange={onChange}
    />
  );
}

/** A `custom` field's own input, given the form's values as they change. */
function CustomFieldInput<V extends FieldValues, O>({
  control,
  render,
  input,
}: {
  control: Control<V, unknown, O>;
  render: FormField['render'];
  input: Omit<CustomInput, 'values'>;
}) {
  const values = useWatch({ control }) as Record<string, unknown>;
  return <>{render?.({ ...input, values })}</>;
}
