import { createTagSchema } from '@psp/domain';
import { formFieldsOf } from '../kit/fields/formFieldsOf';
import { TAG_FIELDS } from './tagFields';

/** The form of a tag: text and colour. */
export const TAG_FORM_FIELDS = formFieldsOf(TAG_FIELDS, ['text', 'color']);

export const tagFormSchema = createTagSchema.omit({ organisation: true });

/** Suggested colour of a new tag. */
export const NEW_TAG_COLOR = '#1c7ed6';
