import { ColorSwatch, Group } from '@mantine/core';
import { createdAtColumn, organisationColumn, textColumn } from '../kit/list/commonColumns';
import type { ListColumn } from '../kit/list/ListColumn';
import type { CheckoutDesignRow } from './checkoutDesignView';

/** The header and button colours, each with the field it comes from. */
const colours = (row: CheckoutDesignRow) =>
  (['header_color', 'button_color'] as const).flatMap((field) => {
    const colour = row[field];
    return colour ? [{ field, colour }] : [];
  });

export const CHECKOUT_DESIGN_COLUMNS: readonly ListColumn<CheckoutDesignRow>[] = [
  textColumn('checkoutdesign', 'name'),
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
  textColumn('checkoutdesign', 'number_format'),
  {
    id: 'payment_product_order',
    labelKey: 'fields:checkoutdesign.payment_product_order',
    render: (row) => row.payment_product_order ?? '',
    csv: (row) => row.payment_product_order ?? '',
    hiddenByDefault: true,
  },
  organisationColumn('checkoutdesign', { hiddenByDefault: true }),
  createdAtColumn('checkoutdesign'),
];
