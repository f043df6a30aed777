import type { ReactNode } from 'react';
import type { FilterOption } from '../list/FilterDefinition';

/** What a `custom` field's input gets: its value, the change, its translated texts and error. */
export interface CustomFieldInput {
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  /** The form's other values, for an input that depends on them (a discount's amount on its type). */
  values: Record<string, unknown>;
}

/** A field of an EntityForm: the schema decides what is valid, this decides how it is entered. */
export interface FormField<Name extends string = string> {
  name: Name;
  labelKey: string;
  kind:
    | 'text'
    | 'email'
    | 'password'
    | 'textarea'
    | 'number'
    | 'money'
    | 'date'
    | 'select'
    | 'multiSelect'
    | 'checkbox'
    | 'color'
    | 'custom';
  options?: readonly FilterOption[];
  /** A select with many options (countries) filters them as the user types. */
  searchable?: boolean;
  autoComplete?: string;
  required?: boolean;
  descriptionKey?: string;
  /** Shown but not editable (for example a value fixed once the record exists). */
  disabled?: boolean;
  /**
   * A `money` field's currency: fixed (a record's own), or read from another field of the form as the
   * user picks it. The amount is typed in major units and kept in minor units, as the API takes it.
   */
  currency?: string | { field: string };
  /** The input of a `custom` field (for example the permission grid of a user's roles). */
  render?: (input: CustomFieldInput) => ReactNode;
}
