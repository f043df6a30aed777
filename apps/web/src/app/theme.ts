import { Alert, createTheme } from '@mantine/core';

/** Indigo in shade 7: white text on it and it on white keep a 4.5:1 contrast (the login screen copies these values). */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // An alert's light background carries its colour; a title in that colour on it misses 4.5:1 (axe).
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
  },
});
