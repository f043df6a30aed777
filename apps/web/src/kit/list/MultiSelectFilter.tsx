import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from './FilterDefinition';
import { PopoverFilter } from './PopoverFilter';

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
  const chosen = options.filter((option) => value.includes(option.value)).map((option) => option.label);
  return (
    <PopoverFilter
      label={label}
      width={260}
      summary={chosen.length > 0 ? chosen.join(', ') : undefined}
      placeholder={t('filters.any')}
      clearLabel={t('filters.clearField', { field: label })}
      onClear={() => onChange([])}
    >
      {() => <FilterChecklist label={label} options={options} value={value} onChange={onChange} />}
    </PopoverFilter>
  );
}
