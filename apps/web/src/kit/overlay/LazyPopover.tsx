import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';

const PopoverLayer = lazy(() =>
  import('./PopoverLayer').then((module) => ({ default: module.PopoverLayer })),
);

export interface LazyPopoverProps {
  /** The control that opens it, given whether it is open and the toggle; always rendered here. */
  target: (opened: boolean, toggle: () => void) => ReactNode;
  /** The dropdown, given a way to close it; it may suspend while its code loads. */
  children: (close: () => void) => ReactNode;
  label: string;
  position: 'bottom-start' | 'bottom-end';
  width?: number;
}

/**
 * A dropdown anchored to its control whose positioning code (Mantine's Popover and floating-ui, about
 * 16 KB gzip) loads when it first opens: the control itself is plain and in place from the start, so
 * focus stays on it while the layer arrives. Escape or a click outside closes it.
 */
export function LazyPopover({ target, children, label, position, width }: LazyPopoverProps) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const toggle = () => {
    setUsed(true);
    setOpened((open) => !open);
  };
  return (
    <span ref={anchor} style={{ position: 'relative', display: 'inline-block' }}>
      {target(opened, toggle)}
      {used && (
        <Suspense fallback={null}>
          <PopoverLayer
            anchor={anchor}
            opened={opened}
            onClose={() => setOpened(false)}
            label={label}
            position={position}
            width={width}
          >
            {children(() => setOpened(false))}
          </PopoverLayer>
        </Suspense>
      )}
    </span>
  );
}
