import { createUserSchema, type User, updateUserSchema } from '@psp/domain';
import type { FormField } from '../kit/form/FormField';
import type { FilterOption } from '../kit/list/FilterDefinition';

export type UserRow = User;

export const USER_POPULATE = ['organisation'] as const;

/** The invite form: the organisation is the scope's (the provider's own under /psp). */
export const inviteUserSchema = createUserSchema.omit({ organisation: true });
export const editUserSchema = updateUserSchema.omit({ blocked: true });

type UserFieldName = 'name' | 'email' | 'language' | 'roles';

/** The fields of the invite and edit forms; role options are the roles the current user may grant. */
export function userFields(
  languages: readonly FilterOption[],
  roles: readonly FilterOption[],
): readonly FormField<UserFieldName>[] {
  return [
    { name: 'name', labelKey: 'fields:user.name', kind: 'text', required: true },
    { name: 'email', labelKey: 'fields:user.email', kind: 'email', required: true, autoComplete: 'off' },
    {
      name: 'language',
      labelKey: 'fields:user.language',
      kind: 'select',
      options: languages,
      required: true,
    },
    {
      name: 'roles',
      labelKey: 'fields:user.roles',
      kind: 'multiSelect',
      options: roles,
      descriptionKey: 'users.rolesHint',
    },
  ];
}
