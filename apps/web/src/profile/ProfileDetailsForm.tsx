import { LANGUAGES, type Language, type Profile, updateProfileSchema } from '@psp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../kit/form/EntityForm';
import { profileCalls } from './profileCalls';

/** Name and interface language of the user; the session (['auth', 'me']) and the profile are read again. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = async (values: { name?: string; language?: Language }) => {
    await profileCalls.update(values);
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
  };
  return (
    <EntityForm
      schema={updateProfileSchema}
      defaultValues={{ name: profile.name, language: profile.language }}
      fields={[
        { name: 'name', labelKey: 'profile.name', kind: 'text', required: true, autoComplete: 'name' },
        {
          name: 'language',
          labelKey: 'profile.language',
          kind: 'select',
          options: LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) })),
        },
      ]}
      submitLabelKey="profile.save"
      successMessageKey="profile.saved"
      onSubmit={save}
    />
  );
}
