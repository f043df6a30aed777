import { Button, Group, NativeSelect } from '@mantine/core';
import type { ResourceName } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import { DateRangeFilter } from './DateRangeFilter';
import { DebouncedTextInput } from './DebouncedTextInput';
import type { FilterDefinition } from './FilterDefinition';
import { type ListChange, rangeFilters } from './listQuery';
import { MultiSelectFilter } from './MultiSelectFilter';
import { NumberRangeFilter } from './NumberRangeFilter';

interface FilterBarProps<N extends ResourceName> {
  definitions: readonly FilterDefinition<N>[];
  /** The filter parameters in the URL. */
  values: URLSearchParams;
  onChange: (change: ListChange) => void;
}

function FilterInput<N extends ResourceName>({
  definition,
  values,
  onChange,
}: { definition: FilterDefinition<N> } & Omit<FilterBarProps<N>, 'definitions'>) {
  const { t } = useTranslation();
  const label = t(definition.labelKey);
  const { field } = definition;
  // Each bound changes only itself: two quick edits each start from the URL as the other left it.
  const setRange = (range: { from?: string; to?: string }) =>
    onChange({ filters: rangeFilters(field, range) });
  switch (definition.kind) {
    case 'text':
      return (
        <DebouncedTextInput
          label={label}
          value={values.get(field) ?? ''}
          onChange={(value) => onChange({ filters: { [field]: value.trim() } })}
          w={180}
        />
      );
    case 'select':
      return (
        <NativeSelect
          label={label}
          data={[{ value: '', label: t('filters.any') }, ...definition.options]}
          value={values.get(field) ?? ''}
          onChange={(event) => onChange({ filters: { [field]: event.currentTarget.value } })}
          w={180}
        />
      );
    case 'multiSelect':
      return (
        <MultiSelectFilter
          label={label}
          options={definition.options}
          value={values.getAll(`${field}[]`)}
          onChange={(value) => onChange({ filters: { [`${field}[]`]: value } })}
        />
      );
    case 'numberRange':
      return (
        <NumberRangeFilter
          label={label}
          from={values.get(`${field}>`) ?? ''}
          to={values.get(`${field}<`) ?? ''}
          onChange={(range) => {
            // An amount is in minor units of one currency: the range names it (the API requires it).
            const { currency } = definition;
            if (!currency) return setRange(range);
            const bounds = {
              from: values.get(`${field}>`) ?? '',
              to: values.get(`${field}<`) ?? '',
              ...range,
            };
            const named = bounds.from !== '' || bounds.to !== '' ? currency : '';
            onChange({ filters: { ...rangeFilters(field, range), currency_code: named } });
          }}
          {...(definition.currency && { currency: definition.currency })}
        />
      );
    case 'dateRange':
      return (
        <DateRangeFilter
          label={label}
          from={values.get(`${field}>`) ?? ''}
          to={values.get(`${field}<`) ?? ''}
          onChange={setRange}
        />
      );
  }
}

/** The filters of a list; every change goes into the URL at once. */
export function FilterBar<N extends ResourceName>({ definitions, values, onChange }: FilterBarProps<N>) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('filters.title')}>
      {definitions.map((definition) => (
        <FilterInput key={definition.field} definition={definition} values={values} onChange={onChange} />
      ))}
      {values.size > 0 && (
        <Button
          variant="subtle"
          leftSection={<Icon name="close" size={16} />}
          onClick={() => onChange({ clearFilters: true })}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
