import { TextInput } from '@mantine/core';
import type { CustomFieldInput } from '../kit/form/FormField';

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as the browser's datetime-local value, in the user's time zone (to the second). */
function localValueOf(iso: unknown): string {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return '';
  const moment = new Date(iso);
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}:${pad(moment.getSeconds())}`;
}

/** A moment entered in the user's time zone and kept as an ISO timestamp (what the API takes). */
export function LocalDateTimeInput({
  value,
  onChange,
  label,
  description,
  error,
  required,
}: CustomFieldInput) {
  return (
    <TextInput
      type="datetime-local"
      step={1}
      label={label}
      description={description}
      error={error}
      required={required}
      value={localValueOf(value)}
      onChange={(event) => {
        const local = event.currentTarget.value;
        onChange(local ? new Date(local).toISOString() : '');
      }}
    />
  );
}
