import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Entity } from '../api/resourceClient';
import { Icon } from '../icons/Icon';
import classes from './DataTable.module.css';
import type { ListColumn } from './ListColumn';

interface DataTableProps<T extends Entity> {
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  sort: string;
  onSort: (sort: string) => void;
  onOpen: (id: string) => void;
  caption: string;
}

function nextSort(current: string, field: string): string {
  return current === field ? `-${field}` : field;
}

const SORT_ICONS = { ascending: 'chevronUp', descending: 'chevronDown', none: 'selector' } as const;

/**
 * The rows of a list; sortable headers are buttons, a row opens its record on click or Enter. A plain
 * table (Mantine's Table brings a scroll area along that lists do not need).
 */
export function DataTable<T extends Entity>({
  columns,
  rows,
  sort,
  onSort,
  onOpen,
  caption,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  return (
    <div className={classes.scroll} data-list-table>
      <table className={classes.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const label = t(column.labelKey);
              const field = column.sortField;
              const direction =
                field && (sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : undefined);
              return (
                <th key={column.id} data-align={column.align} aria-sort={direction || undefined} scope="col">
                  {field ? (
                    <UnstyledButton
                      className={classes.sort}
                      onClick={() => onSort(nextSort(sort, field))}
                      aria-label={t('list.sortBy', { column: label })}
                    >
                      {label}
                      <Icon name={SORT_ICONS[direction || 'none']} size={14} />
                    </UnstyledButton>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              onClick={() => onOpen(row.id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onOpen(row.id);
              }}
              tabIndex={0}
              aria-label={t('list.openRecord', { id: row.id })}
              data-row-id={row.id}
            >
              {columns.map((column) => (
                <td key={column.id} data-align={column.align}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
