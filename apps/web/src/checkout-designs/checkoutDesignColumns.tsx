import { ColorSwatch, Group } from '@mantine/core';
import { DateTime } from '../kit/format/DateTime';
import type { ListColumn } from '../kit/list/ListColumn';
import type { CheckoutDesignRow } from './checkoutDesignView';

const organisationName = (row: CheckoutDesignRow) =>
  typeof row.organisation === 'string' ? row.organisation : row.organisation.name;

/** The header and button colours, each with the field it comes from. */
const colours = (row: CheckoutDesignRow) =>
  (['header_color', 'button_color'] as const).flatMap((field) => {
    const colour = row[field];
    return colour ? [{ field, colour }] : [];
  });

export const CHECKOUT_DESIGN_COLUMNS: readonly ListColumn<CheckoutDesignRow>[] = [
  {
    id: 'name',
    labelKey: 'fields:checkoutdesign.name',
    sortField: 'name',
    render: (row) => row.name,
    csv: (row) => row.name,
  },
  {
    id: 'description',
    labelKey: 'fields:checkoutdesign.description',
    render: (row) => row.description ?? '',
    csv: (row) => row.description ?? '',
  },
  {
    id: 'colours',
    labelKey: 'checkoutDesigns.colours',
    render: (row) => (
      <Group gap={4}>
        {colours(row).map(({ field, colour }) => (
          <ColorSwatch key={field} color={colour} size={16} role="img" aria-label={colour} />
        ))}
      </Group>
    ),
    csv: (row) =>
      colours(row)
        .map(({ colour }) => colour)
        .join(' '),
  },
  {
    id: 'number_format',
    labelKey: 'fields:checkoutdesign.number_format',
    sortField: 'number_format',
    render: (row) => row.number_format,
    csv: (row) => row.number_format,
  },
  {
    id: 'payment_product_order',
    labelKey: 'fields:checkoutdesign.payment_product_order',
    render: (row) => row.payment_product_order ?? '',
    csv: (row) => row.payment_product_order ?? '',
    hiddenByDefault: true,
  },
  {
    id: 'organisation',
    labelKey: 'fields:checkoutdesign.organisation',
    render: organisationName,
    csv: organisationName,
    hiddenByDefault: true,
  },
  {
    id: 'created_at',
    labelKey: 'fields:checkoutdesign.created_at',
    sortField: 'created_at',
    render: (row) => <DateTime value={row.created_at} />,
    csv: (row) => row.created_at,
  },
];
