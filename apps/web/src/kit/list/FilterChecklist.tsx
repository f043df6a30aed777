import { Checkbox, Stack } from '@mantine/core';
import type { FilterOption } from './FilterDefinition';

interface FilterChecklistProps {
  label: string;
  options: readonly FilterOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** The options of a multi-select filter as checkboxes, in their own order. */
export function FilterChecklist({ label, options, value, onChange }: FilterChecklistProps) {
  return (
    <Checkbox.Group
      aria-label={label}
      value={[...value]}
      onChange={(next) =>
        onChange(options.filter((option) => next.includes(option.value)).map((o) => o.value))
      }
    >
      <Stack gap={6} mah={320} style={{ overflowY: 'auto' }} pr="xs">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
