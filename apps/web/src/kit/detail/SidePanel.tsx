import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={size}
      title={title}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {children}
    </Drawer>
  );
}
