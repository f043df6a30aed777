import type { RowOf } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { RowControls } from '../kit/list/RowControls';

/** 000 §2/§4: mails the rendered template to the current user after asking; sending disables the button. */
export function PreviewButton({ row }: { row: RowOf<'welcomemail'> }) {
  const { t } = useTranslation();
  const writes = useResourceWrites('welcomemail');
  return (
    <RowControls>
      <ConfirmButton
        variant="subtle"
        aria-label={t('welcomeMails.previewOf', { name: row.name })}
        title={t('welcomeMails.preview')}
        message={t('welcomeMails.previewQuestion')}
        confirmLabel={t('welcomeMails.sendPreview')}
        destructive={false}
        successMessage={t('welcomeMails.previewSent')}
        onConfirm={() => writes.action(row.id, 'preview')}
      >
        {t('welcomeMails.preview')}
      </ConfirmButton>
    </RowControls>
  );
}
