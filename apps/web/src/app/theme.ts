import { createTheme } from '@mantine/core';

/** Indigo in shade 7: white text on it and it on white keep a 4.5:1 contrast (the login screen copies these values). */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
});
