/** The decimal and thousands separators of a locale, so 12,50 is typed as a Dutch user writes it. */
export function separatorsOf(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}
