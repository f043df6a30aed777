import { Button, Group, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../kit/detail/SidePanel';
import type { FormField } from '../kit/form/FormField';
import { FormFieldInput } from '../kit/form/FormFieldInput';
import { FormFooter } from '../kit/form/FormFooter';
import { LinkUrl } from './LinkUrl';

interface LinkCreatePanelProps<V extends FieldValues, O> {
  /** Whose texts: `{area}.create` (title and button), `.createdTitle` and `.createdText` once made. */
  area: 'paymentLinks' | 'cardAddLinks';
  /** The new link's URL once it is made: the panel then shows it to copy. */
  createdUrl: string | undefined;
  onClose: () => void;
  fields: readonly FormField<Path<V>>[];
  control: Control<V, unknown, O>;
  submit: (event?: FormEvent) => Promise<void>;
  submitting: boolean;
  formError: string | undefined;
}

/** The create panel of a payment or card-add link: its form, then the made link's URL to copy and send. */
export function LinkCreatePanel<V extends FieldValues, O>(props: LinkCreatePanelProps<V, O>) {
  const { area, createdUrl, onClose, fields, control, submit, submitting, formError } = props;
  const { t } = useTranslation();
  const keys = {
    create: `${area}.create`,
    createdTitle: `${area}.createdTitle`,
    createdText: `${area}.createdText`,
  };
  return (
    <SidePanel title={createdUrl ? t(keys.createdTitle) : t(keys.create)} onClose={onClose}>
      {createdUrl ? (
        <Stack gap="md">
          <Text size="sm">{t(keys.createdText)}</Text>
          <LinkUrl url={createdUrl} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('links.done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t(keys.create)}>
          <Stack gap="md">
            {fields.map((field) => (
              <FormFieldInput key={field.name} field={field} control={control} />
            ))}
            <FormFooter formError={formError}>
              <Button type="submit" loading={submitting}>
                {t(keys.create)}
              </Button>
            </FormFooter>
          </Stack>
        </form>
      )}
    </SidePanel>
  );
}
