import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { DetailFields } from '../kit/detail/DetailFields';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { detailOf } from '../kit/fields/detailOf';
import { CancelButton } from '../kit/form/CancelButton';
import { WelcomeMailForm } from './WelcomeMailForm';
import { welcomeMailFields } from './welcomeMailFields';

/** The detail shows no toggles: its fields do not depend on the roles. */
const WELCOME_MAIL_FIELDS = welcomeMailFields(false);

/** 000 §2: Id, Name, the defaults as check or cross, and the rendered content; edit and delete by role. */
export function WelcomeMailDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('welcomemail');
  return (
    <RecordDrawer
      resource="welcomemail"
      id={id}
      onClose={onClose}
      title={(mail) => (mail ? t('welcomeMails.detailTitle', { name: mail.name }) : t('routes.welcomeMails'))}
      details={(mail) => (
        <>
          <DetailFields fields={detailOf(WELCOME_MAIL_FIELDS, mail)} />
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
      remove={{ question: 'welcomeMails.deleteQuestion', values: (mail) => ({ name: mail.name }) }}
      edit={
        may('welcomemail.update')
          ? (mail, done) => (
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
            )
          : undefined
      }
    />
  );
}
