import { describe, expect, it } from 'vitest';
import {
  operationRequirement,
  PAYMENTS_API_OPERATIONS,
  RESOURCE_ACCESS,
  RESOURCE_ACTIONS,
  routeRequirement,
  SPECIAL_OPERATIONS,
} from './api-operations.js';
import { holdsRole, type Principal, type Requirement, satisfies } from './evaluate-requirement.js';
import { MERCHANT_ROLES, PROVIDER_ROLES, ROLES, type Role } from './role-catalogue.js';

const merchant = (...roles: Role[]): Principal => ({ roles, isProvider: false });
const provider = (...roles: Role[]): Principal => ({ roles, isProvider: true });

describe('holdsRole', () => {
  it.each([
    ['direct role', merchant('TRANSACTION_LIST'), 'TRANSACTION_LIST', true],
    ['other action of the area', merchant('TRANSACTION_LIST'), 'TRANSACTION_CREATE', false],
    ['area ALL covers LIST', merchant('REFUND_ALL'), 'REFUND_LIST', true],
    ['area ALL covers STATISTICS', merchant('CUSTOMER_ALL'), 'CUSTOMER_STATISTICS', true],
    ['area ALL does not cover another area', merchant('REFUND_ALL'), 'REFUND_SCHEDULE_LIST' as Role, false],
    ['REPORT_ALL does not cover REPORT_SCHEDULE_LIST', merchant('REPORT_ALL'), 'REPORT_SCHEDULE_LIST', false],
    ['USER_ALL covers merchant roles', merchant('USER_ALL'), 'ROUTING_DELETE', true],
    ['USER_ALL never covers provider roles', merchant('USER_ALL'), 'PSP_AUDITTRAIL_LIST', false],
    ['provider role held by a merchant user is void', merchant('PSP_ALL'), 'PSP_USER_LIST', false],
    ['PSP_ALL covers provider roles', provider('PSP_ALL'), 'PSP_WELCOME_MAIL_UPDATE', true],
    ['PSP_ALL covers merchant roles', provider('PSP_ALL'), 'TRANSACTION_LIST', true],
    ['PSP_ALL does not cover PSP_SUPER', provider('PSP_ALL'), 'PSP_SUPER', false],
    ['PSP_SUPER covers everything', provider('PSP_SUPER'), 'PSP_SETTLEMENT_UPDATE_CREATE', true],
    ['PSP area ALL covers its LIST', provider('PSP_PROCESSOR_ALL'), 'PSP_PROCESSOR_LIST', true],
    [
      'PSP_PROCESSOR_ALL is not PSP_PROCESSOR_SETTLEMENT',
      provider('PSP_PROCESSOR_ALL'),
      'PSP_PROCESSOR_SETTLEMENT_LIST',
      false,
    ],
  ] as const)('%s', (_name, principal, role, expected) => {
    expect(holdsRole(principal, role as Role)).toBe(expected);
  });
});

describe('satisfies', () => {
  const cases: [string, Principal, Requirement, boolean][] = [
    ['empty requirement: logged in is enough', merchant(), [], true],
    ['ANY-of: second entry held', merchant('SETTLEMENT_LIST'), ['USER_ALL', 'SETTLEMENT_LIST'], true],
    ['ANY-of: none held', merchant('TRANSACTION_LIST'), ['USER_ALL', 'SETTLEMENT_LIST'], false],
    [
      '&&: both held',
      merchant('TAG_LIST', 'VALIDATION_RULESET_LIST'),
      ['TAG_LIST && VALIDATION_RULESET_LIST'],
      true,
    ],
    ['&&: one missing', merchant('TAG_LIST'), ['TAG_LIST && VALIDATION_RULESET_LIST'], false],
    [
      '&& through ALL roles',
      merchant('TAG_ALL', 'VALIDATION_RULESET_ALL'),
      ['TAG_LIST && VALIDATION_RULESET_LIST'],
      true,
    ],
    ['PSP: provider staff', provider(), ['PSP'], true],
    ['PSP: merchant user', merchant('USER_ALL'), ['PSP'], false],
    ['audit trail is not for USER_ALL', merchant('USER_ALL'), ['PSP_AUDITTRAIL_LIST'], false],
    ['&& with PSP', provider('PROCESSOR_LIST'), ['PSP && PROCESSOR_LIST'], true],
  ];
  it.each(cases)('%s', (_name, principal, requirement, expected) => {
    expect(satisfies(principal, requirement)).toBe(expected);
  });
});

describe('role catalogue', () => {
  it('has no duplicates and splits merchant from provider roles', () => {
    expect(new Set(ROLES).size).toBe(ROLES.length);
    expect(MERCHANT_ROLES.every((role) => !role.startsWith('PSP_'))).toBe(true);
    expect(PROVIDER_ROLES.every((role) => role.startsWith('PSP_'))).toBe(true);
  });

  it('names only catalogue roles in the operation table', () => {
    const requirements = [
      ...Object.values(RESOURCE_ACCESS).flatMap((access) => Object.values(access)),
      ...Object.values(SPECIAL_OPERATIONS),
      ...Object.values(PAYMENTS_API_OPERATIONS),
    ] as Requirement[];
    const named = requirements.flatMap((requirement) =>
      requirement.flatMap((entry) => entry.split('&&').map((role) => role.trim())),
    );
    const unknown = named.filter((role) => role !== 'PSP' && !(ROLES as readonly string[]).includes(role));
    expect(unknown).toEqual([]);
  });

  it('resolves resource operations and refuses unknown ones', () => {
    expect(operationRequirement('transaction.list')).toEqual(['TRANSACTION_LIST']);
    expect(operationRequirement('transaction.create')).toBeUndefined();
    expect(operationRequirement('nothing.list')).toBeUndefined();
    // A public route is the server's: the web app's question about it has no answer.
    expect(operationRequirement('auth.login')).toBeUndefined();
    expect(routeRequirement('auth.login')).toBe('public');
    expect(routeRequirement('v1.refund.create')).toEqual(['REFUND_CREATE']);
    expect(routeRequirement('transaction.list')).toEqual(['TRANSACTION_LIST']);
    expect(RESOURCE_ACTIONS).toContain('count');
  });
});
