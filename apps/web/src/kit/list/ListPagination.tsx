import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from './listQuery';

interface ListPaginationProps {
  skip: number;
  limit: number;
  total: number | undefined;
  onChange: (change: { skip?: number; limit?: number }) => void;
}

/** Page through a list; the range shown and the page size. */
export function ListPagination({ skip, limit, total, onChange }: ListPaginationProps) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil((total ?? 0) / limit));
  const number = (value: number) => value.toLocaleString(i18n.resolvedLanguage);
  return (
    <Group justify="space-between" p="sm" wrap="wrap" gap="sm">
      <Group gap="xs">
        <NativeSelect
          aria-label={t('list.pageSize')}
          data={PAGE_SIZES.map((size) => ({
            value: String(size),
            label: t('list.perPage', { count: size }),
          }))}
          value={String(limit)}
          onChange={(event) => onChange({ limit: Number(event.currentTarget.value) })}
          w={140}
          size="xs"
        />
        {total !== undefined && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === 0
              ? t('list.noResults')
              : t('list.range', {
                  from: number(skip + 1),
                  to: number(Math.min(skip + limit, total)),
                  total: number(total),
                })}
          </Text>
        )}
      </Group>
      <Pagination
        total={pages}
        value={Math.floor(skip / limit) + 1}
        onChange={(page) => onChange({ skip: (page - 1) * limit })}
        size="sm"
        getControlProps={(control) => ({
          'aria-label': t(`list.pagination.${control}`),
        })}
        getItemProps={(page) => ({ 'aria-label': t('list.pagination.page', { page }) })}
      />
    </Group>
  );
}
