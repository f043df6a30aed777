import { CloseButton, InputBase, Loader, Popover, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from './FilterDefinition';

// The checklist loads when the filter is first opened.
const FilterChecklist = lazy(() =>
  import('./FilterChecklist').then((module) => ({ default: module.FilterChecklist })),
);

interface MultiSelectFilterProps {
  label: string;
  options: readonly FilterOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** Any of several values: the chosen labels in the field, a checklist to change them. */
export function MultiSelectFilter({ label, options, value, onChange }: MultiSelectFilterProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const chosen = options.filter((option) => value.includes(option.value)).map((option) => option.label);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>
        <InputBase
          component="button"
          type="button"
          label={label}
          pointer
          w={260}
          onClick={() => setOpened((open) => !open)}
          aria-haspopup="dialog"
          aria-expanded={opened}
          title={chosen.join(', ') || undefined}
          styles={{ input: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
          rightSectionPointerEvents="all"
          rightSection={
            chosen.length > 0 ? (
              <CloseButton
                size="sm"
                aria-label={t('filters.clearField', { field: label })}
                onClick={() => onChange([])}
              />
            ) : undefined
          }
        >
          {chosen.length > 0 ? (
            chosen.join(', ')
          ) : (
            <Text span c="dimmed" size="sm">
              {t('filters.any')}
            </Text>
          )}
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown aria-label={label}>
        <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
          <FilterChecklist label={label} options={options} value={value} onChange={onChange} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
