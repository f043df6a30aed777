import type { CustomFieldInput } from '../kit/form/FormField';
import { MoneyInput } from '../kit/form/MoneyInput';

/** The profile's maximum payment, typed in its currency; empty is the platform's maximum. */
export function maxAmountInput(input: CustomFieldInput, currency: string) {
  return (
    <MoneyInput
      label={input.label}
      description={input.description}
      error={input.error}
      currency={currency}
      value={input.value as number | null | undefined}
      onChange={(minor) => input.onChange(minor)}
    />
  );
}
