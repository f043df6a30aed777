/** Where the server may report a problem of the detail rows, for placing it on its input. */
export const DETAIL_FIELD_NAMES: readonly string[] = [
  'details',
  ...Array.from({ length: 100 }, (_, index) => [
    `details.${index}.name`,
    `details.${index}.description`,
    `details.${index}.value`,
  ]).flat(),
];
