import type { FilterOption } from '../list/FilterDefinition';

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
    | 'select'
    | 'multiSelect'
    | 'checkbox'
    | 'color';
  options?: readonly FilterOption[];
  /** A select with many options (countries) filters them as the user types. */
  searchable?: boolean;
  autoComplete?: string;
  required?: boolean;
  descriptionKey?: string;
  /** Shown but not editable (for example a value fixed once the record exists). */
  disabled?: boolean;
}
