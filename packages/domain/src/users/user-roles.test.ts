import { describe, expect, it } from 'vitest';
import { MERCHANT_ROLES, PROVIDER_ROLES, type Role } from '../roles/role-catalogue.js';
import { assignableRoles, grantableRoles, manageUsersRequirement } from './user-roles.js';

describe('user roles', () => {
  it('gives merchant users merchant roles only, provider staff every role', () => {
    expect(assignableRoles('merchant')).toEqual(MERCHANT_ROLES);
    expect(assignableRoles('provider')).toEqual(
      expect.arrayContaining([...PROVIDER_ROLES, 'TRANSACTION_LIST']),
    );
  });

  it('lets a user grant only roles it holds', () => {
    const teamLead = { roles: ['PLATFORMUSER_ALL', 'TRANSACTION_LIST'] as Role[], isProvider: false };
    expect(grantableRoles(teamLead, 'merchant').sort()).toEqual(
      [
        'PLATFORMUSER_ALL',
        'PLATFORMUSER_CREATE',
        'PLATFORMUSER_DELETE',
        'PLATFORMUSER_LIST',
        'PLATFORMUSER_UPDATE',
        'TRANSACTION_LIST',
      ].sort(),
    );
    const admin = grantableRoles({ roles: ['PSP_ALL'], isProvider: true }, 'provider');
    expect(admin).toContain('PSP_USER_CREATE');
    expect(admin).toContain('USER_ALL');
    expect(admin).not.toContain('PSP_SUPER');
  });

  it('names the managing roles per side (000 §6)', () => {
    expect(manageUsersRequirement('provider', 'DELETE')).toEqual(['PSP_USER_DELETE']);
    expect(manageUsersRequirement('merchant', 'CREATE')).toEqual(['PLATFORMUSER_CREATE']);
  });
});
