import { Drawer } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether an Escape is the panel's own: not one a layer inside it answers first. A date picker's or a
 * dropdown's layer lies outside the panel in the page (a portal) though React passes its keys on to the
 * panel, and an open select marks its input; their Escape closes only them, so a form keeps its input.
 */
export function closesPanel(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'currentTarget' | 'defaultPrevented'>,
) {
  if (event.key !== 'Escape' || event.defaultPrevented) return false;
  const target = event.target as Element;
  if (!(event.currentTarget as Element).contains(target)) return false;
  return target.getAttribute?.('data-mantine-stop-propagation') !== 'true';
}

/**
 * Whether an Escape pressed where nothing has the focus (the page's body: after a save the form that had
 * it is gone) is the panel's: no layer can have asked for it, so it closes the panel as before.
 */
export function closesPanelFromPage(
  event: Pick<globalThis.KeyboardEvent, 'key' | 'target' | 'defaultPrevented'>,
  body: unknown,
) {
  return event.key === 'Escape' && !event.defaultPrevented && event.target === body;
}

/** The panel on the right of a list: a record (DetailDrawer) or a create form. */
export function SidePanel({
  title,
  onClose,
  children,
  size = 'lg',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider for an editor with rows of inputs. */
  size?: 'lg' | 'xl';
}) {
  const { t } = useTranslation();
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (closesPanelFromPage(event, document.body)) onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={size}
      title={title}
      closeOnEscape={false}
      onKeyDown={(event) => {
        if (closesPanel(event)) onClose();
      }}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {children}
    </Drawer>
  );
}
