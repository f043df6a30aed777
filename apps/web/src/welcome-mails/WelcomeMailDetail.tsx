import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailFields } from '../kit/detail/DetailFields';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { CancelButton } from '../kit/form/CancelButton';
import { DeleteButton } from '../kit/form/DeleteButton';
import { Icon } from '../kit/icons/Icon';
import { WelcomeMailForm } from './WelcomeMailForm';
import type { WelcomeMailRow } from './welcomeMailView';

function CheckOrCross({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t(value ? 'common.yes' : 'common.no')} data-value={value}>
      <Icon
        name={value ? 'check' : 'close'}
        color={value ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-red-7)'}
      />
    </span>
  );
}

/** 000 §2: Id, Name, the defaults as check or cross, and the rendered content; edit and delete by role. */
export function WelcomeMailDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('welcomemail');
  const field = (name: string) => `fields:welcomeMail.${name}`;
  return (
    <RecordDrawer
      resource="welcomemail"
      id={id}
      onClose={onClose}
      title={(mail) => (mail ? t('welcomeMails.detailTitle', { name: mail.name }) : t('routes.welcomeMails'))}
      details={(mail) => (
        <>
          <DetailFields
            fields={[
              { labelKey: field('id'), value: <CopyableId value={mail.id} /> },
              { labelKey: field('name'), value: mail.name },
              { labelKey: field('default'), value: <CheckOrCross value={mail.default} /> },
              { labelKey: field('psp_default'), value: <CheckOrCross value={mail.psp_default} /> },
            ]}
          />
          {/* Sanitised on the server; a sandbox without scripts renders it apart from the app. */}
          <Paper withBorder mt="md">
            <iframe
              // A new frame per version: browsers do not always reload a changed srcdoc.
              key={mail.updated_at}
              title={t('fields:welcomeMail.content')}
              sandbox=""
              srcDoc={mail.content}
              style={{ width: '100%', height: 360, border: 0, display: 'block' }}
            />
          </Paper>
        </>
      )}
      {...(may('welcomemail.delete') && {
        actions: (mail: WelcomeMailRow) => (
          <DeleteButton
            messageKey="welcomeMails.deleteQuestion"
            messageValues={{ name: mail.name }}
            onDelete={() => writes.remove(mail.id)}
            onDeleted={onClose}
          />
        ),
      })}
      {...(may('welcomemail.update') && {
        edit: (mail: WelcomeMailRow, done: () => void) => (
          <WelcomeMailForm
            defaultValues={{ name: mail.name, content: mail.content }}
            submitLabelKey="form.save"
            successMessageKey="form.saved"
            secondary={<CancelButton onClick={done} />}
            onSubmit={async (values) => {
              await writes.update(mail.id, values);
              done();
            }}
          />
        ),
      })}
    />
  );
}
