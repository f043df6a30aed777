import { createTagSchema, type Tag } from '@psp/domain';
import type { FormField } from '../kit/form/FormField';

export type TagRow = Tag & { organisation: string | { id: string; name: string } };

export const TAG_POPULATE = ['organisation'] as const;

/** The form of a tag; the organisation is the scope's (the provider's own under /psp). */
export const TAG_FIELDS: readonly FormField<'text' | 'color'>[] = [
  { name: 'text', labelKey: 'fields:tag.text', kind: 'text', required: true },
  { name: 'color', labelKey: 'fields:tag.color', kind: 'color', required: true },
];

export const tagFormSchema = createTagSchema.omit({ organisation: true });

/** Suggested colour of a new tag. */
export const NEW_TAG_COLOR = '#1c7ed6';
