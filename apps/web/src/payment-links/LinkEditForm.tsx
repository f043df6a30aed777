import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { CancelButton } from '../kit/form/CancelButton';
import { EntityForm } from '../kit/form/EntityForm';
import type { FormField } from '../kit/form/FormField';
import { EXPIRY_DAYS, expiresAfter, expiryOptions } from './linkExpiry';

/** '' keeps the expiry the link has; a number of days sets a new one from now. */
const linkEditSchema = z.object({
  description: z.string().trim().max(2000),
  expires_in_days: z.union([z.literal(''), z.enum(EXPIRY_DAYS)]),
});
type Field = keyof z.input<typeof linkEditSchema>;

/**
 * What stays editable while a link is open (ADR 0013): a payment link's description and either link's
 * expiry, set again from now. Sends only what changed.
 */
export function LinkEditForm({
  resource,
  link,
  done,
}: {
  resource: 'paymentlink' | 'cardaddlink';
  link: { id: string; description?: string | null };
  done: () => void;
}) {
  const { t } = useTranslation();
  const writes = useResourceWrites(resource);
  const fields: FormField<Field>[] = [
    ...(resource === 'paymentlink'
      ? [
          {
            name: 'description',
            labelKey: 'fields:paymentlink.description',
            kind: 'textarea',
            descriptionKey: 'paymentLinks.descriptionHint',
          } as const,
        ]
      : []),
    {
      name: 'expires_in_days',
      labelKey: 'links.newExpiry',
      kind: 'select',
      options: [{ value: '', label: t('links.keepExpiry') }, ...expiryOptions(t)],
      descriptionKey: 'links.newExpiryHint',
    },
  ];
  return (
    <EntityForm
      schema={linkEditSchema}
      defaultValues={{ description: link.description ?? '', expires_in_days: '' }}
      fields={fields}
      submitLabelKey="form.save"
      successMessageKey="form.saved"
      secondary={<CancelButton onClick={done} />}
      onSubmit={async ({ description, expires_in_days }) => {
        const changedDescription = resource === 'paymentlink' && description !== (link.description ?? '');
        await writes.update(link.id, {
          ...(changedDescription && { description: description || null }),
          ...(expires_in_days && { expires_at: expiresAfter(expires_in_days) }),
        });
        done();
      }}
    />
  );
}
