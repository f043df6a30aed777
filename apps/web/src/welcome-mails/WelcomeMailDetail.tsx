import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
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
  const { data, isLoading, error } = useRecord<WelcomeMailRow>('welcomemail', id);
  const writes = useResourceWrites<WelcomeMailRow>('welcomemail');
  const field = (name: string) => `fields:welcomeMail.${name}`;
  return (
    <DetailDrawer
      title={data ? t('welcomeMails.detailTitle', { name: data.name }) : t('routes.welcomeMails')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={
        data
          ? [
              {
                value: 'details',
                labelKey: 'detail.details',
                content: (
                  <>
                    <DetailFields
                      fields={[
                        { labelKey: field('id'), value: <CopyableId value={data.id} /> },
                        { labelKey: field('name'), value: data.name },
                        { labelKey: field('default'), value: <CheckOrCross value={data.default} /> },
                        { labelKey: field('psp_default'), value: <CheckOrCross value={data.psp_default} /> },
                      ]}
                    />
                    {/* Sanitised on the server; a sandbox without scripts renders it apart from the app. */}
                    <Paper withBorder mt="md">
                      <iframe
                        // A new frame per version: browsers do not always reload a changed srcdoc.
                        key={data.updated_at}
                        title={t('fields:welcomeMail.content')}
                        sandbox=""
                        srcDoc={data.content}
                        style={{ width: '100%', height: 360, border: 0, display: 'block' }}
                      />
                    </Paper>
                  </>
                ),
              },
            ]
          : []
      }
      {...(data &&
        may('welcomemail.delete') && {
          actions: (
            <DeleteButton
              messageKey="welcomeMails.deleteQuestion"
              messageValues={{ name: data.name }}
              onDelete={() => writes.remove(data.id)}
              onDeleted={onClose}
            />
          ),
        })}
      {...(data &&
        may('welcomemail.update') && {
          edit: (done: () => void) => (
            <WelcomeMailForm
              defaultValues={{ name: data.name, content: data.content }}
              submitLabelKey="form.save"
              successMessageKey="form.saved"
              secondary={<CancelButton onClick={done} />}
              onSubmit={async (values) => {
                await writes.update(data.id, values);
                done();
              }}
            />
          ),
        })}
    />
  );
}
