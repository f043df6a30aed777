import { Loader, Popover } from '@mantine/core';
import { type ReactNode, type RefObject, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface PopoverLayerProps {
  anchor: RefObject<HTMLSpanElement | null>;
  opened: boolean;
  onClose: () => void;
  label: string;
  position: 'bottom-start' | 'bottom-end';
  width?: number | undefined;
  children: ReactNode;
}

/**
 * The positioned layer of a LazyPopover: Mantine's Popover on a box laid over the control (it takes no
 * pointer events, so clicks reach the control). A click outside both closes it; the control's own click
 * toggles instead. Escape closes it and gives the focus back to the control.
 */
export function PopoverLayer({
  anchor,
  opened,
  onClose,
  label,
  position,
  width,
  children,
}: PopoverLayerProps) {
  const { t } = useTranslation();
  const dropdown = useRef<HTMLDivElement>(null);
  const control = () => anchor.current?.querySelector<HTMLElement>('button, [tabindex]');
  useEffect(() => {
    if (!opened) return;
    const outside = (event: Event) => {
      const target = event.target as Node;
      if (!anchor.current?.contains(target) && !dropdown.current?.contains(target)) onClose();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
    };
  }, [opened, anchor, onClose]);
  return (
    <Popover
      opened={opened}
      position={position}
      shadow="md"
      trapFocus
      returnFocus={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      {...(width !== undefined && { width })}
    >
      <Popover.Target>
        <span aria-hidden="true" style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
      </Popover.Target>
      <Popover.Dropdown
        ref={dropdown}
        aria-label={label}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          onClose();
          control()?.focus();
        }}
      >
        <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>{children}</Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
