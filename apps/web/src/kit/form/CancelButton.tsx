import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Leaves a form without saving (beside its submit button). */
export function CancelButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" onClick={onClick}>
      {t('common.cancel')}
    </Button>
  );
}
