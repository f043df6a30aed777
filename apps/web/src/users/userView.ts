import { createUserSchema, updateUserSchema } from '@psp/domain';
import type { ReactNode } from 'react';
import type { CustomFieldInput, FormField } from '../kit/form/FormField';
import type { FilterOption } from '../kit/list/FilterDefinition';

/** The invite form: the organisation is the scope's (the provider's own under /psp). */
export const inviteUserSchema = createUserSchema.omit({ organisation: true });
export const editUserSchema = updateUserSchema.omit({ blocked: true });

type UserFieldName = 'name' | 'email' | 'language' | 'roles';

/** The fields of the invite and edit forms; the roles are a permission grid (RoleGrid). */
export function userFields(
  languages: readonly FilterOption[],
  roles: (input: CustomFieldInput) => ReactNode,
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
      kind: 'custom',
      render: roles,
      descriptionKey: 'users.rolesHint',
    },
  ];
}
