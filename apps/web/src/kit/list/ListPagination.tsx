import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../icons/Icon';
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
  const page = Math.floor(skip / limit) + 1;
  // Numbered page buttons mean little on lists of millions of rows; first/previous/next/last do.
  const pageControl = (control: string, icon: IconName, target: number, enabled: boolean) => (
    <ActionIcon
      variant="default"
      aria-label={t(`list.pagination.${control}`)}
      disabled={!enabled}
      onClick={() => onChange({ skip: (target - 1) * limit })}
    >
      <Icon name={icon} size={16} />
    </ActionIcon>
  );
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
      <Group gap={4} role="navigation" aria-label={t('list.pagination.label')}>
        {pageControl('first', 'chevronsLeft', 1, page > 1)}
        {pageControl('previous', 'chevronLeft', page - 1, page > 1)}
        <Text size="sm" px="xs" className="tabular-nums">
          {t('list.pagination.of', { page: number(page), pages: number(pages) })}
        </Text>
        {pageControl('next', 'chevronRight', page + 1, page < pages)}
        {pageControl('last', 'chevronsRight', pages, page < pages)}
      </Group>
    </Group>
  );
}
