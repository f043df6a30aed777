import { Alert, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon } from '../icons/Icon';

/** The end of a form: the error that belongs to no field, then the buttons on the right. */
export function FormFooter({
  formError,
  footer,
  children,
}: {
  formError?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {formError && (
        <Alert color="red" icon={<Icon name="alert" />} role="alert">
          {formError}
        </Alert>
      )}
      <Group justify="space-between" align="center">
        {footer ?? <span />}
        <Group gap="xs">{children}</Group>
      </Group>
    </>
  );
}
