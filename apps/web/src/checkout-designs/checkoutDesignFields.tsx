import { ColorSwatch, Group } from '@mantine/core';
import type { RowOf } from '@psp/domain';
import { defineFields } from '../kit/fields/defineFields';

/** The header and button colours, each with the field it comes from. */
const colours = (design: Pick<RowOf<'checkoutdesign'>, 'header_color' | 'button_color'>) =>
  (['header_color', 'button_color'] as const).flatMap((field) => {
    const colour = design[field];
    return colour ? [{ field, colour }] : [];
  });

/** The fields of the design list (a design is edited on a page of its own: CheckoutDesignEditor). */
export const CHECKOUT_DESIGN_FIELDS = defineFields(
  'checkoutdesign',
  [
    { name: 'name', kind: 'text', list: { sortable: true } },
    { name: 'description', kind: 'text', list: {} },
    {
      // Both colours in one column; the API field behind it is header_color.
      name: 'header_color',
      labelKey: 'checkoutDesigns.colours',
      kind: 'custom',
      render: (design) => (
        <Group gap={4}>
          {colours(design).map(({ field, colour }) => (
            <ColorSwatch key={field} color={colour} size={16} role="img" aria-label={colour} />
          ))}
        </Group>
      ),
      text: (design) =>
        colours(design)
          .map(({ colour }) => colour)
          .join(' '),
      list: {},
    },
    { name: 'number_format', kind: 'text', list: { sortable: true } },
    { name: 'payment_product_order', kind: 'text', list: { hiddenByDefault: true } },
    { name: 'organisation', kind: 'reference', list: { hiddenByDefault: true } },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true } },
  ],
  { populate: ['organisation'] },
);
