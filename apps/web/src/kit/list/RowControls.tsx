import type { ReactNode } from 'react';

/**
 * Controls inside a list row (a checkbox, a button and the dialog it opens): their clicks and keys stay
 * theirs instead of opening the row. React events bubble through portals, so dialogs are covered too.
 */
export function RowControls({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops events of the controls inside
    <span
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
      style={{ display: 'inline-flex' }}
    >
      {children}
    </span>
  );
}
