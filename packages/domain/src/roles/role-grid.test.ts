import { describe, expect, it } from 'vitest';
import { MERCHANT_ROLES, PROVIDER_ROLES, ROLES, type Role } from './role-catalogue.js';
import { impliedRole, ROLE_GRID_ACTIONS, roleGrid, toggleRole } from './role-grid.js';

describe('roleGrid', () => {
  it('puts every role of the catalogue in exactly one cell', () => {
    const grid = roleGrid(ROLES);
    const placed = grid.flatMap((row) => Object.values(row.cells));
    expect(placed).toHaveLength(ROLES.length);
    expect(new Set(placed)).toEqual(new Set(ROLES));
    const areas = grid.map((row) => row.area);
    expect(new Set(areas).size).toBe(areas.length);
  });

  it('groups roles by area and action, the umbrella roles as rows of their own', () => {
    const grid = roleGrid(ROLES);
    const row = (area: string) => grid.find((candidate) => candidate.area === area)?.cells;
    expect(row('TAG')).toEqual({
      ALL: 'TAG_ALL',
      LIST: 'TAG_LIST',
      CREATE: 'TAG_CREATE',
      UPDATE: 'TAG_UPDATE',
      DELETE: 'TAG_DELETE',
    });
    expect(row('TRANSACTION')?.STATISTICS).toBe('TRANSACTION_STATISTICS');
    expect(row('PSP_PARTNERSCHEME')?.DELETE).toBe('PSP_PARTNERSCHEME_DELETE');
    expect(row('USER')).toEqual({ ALL: 'USER_ALL' });
    expect(row('PSP')).toEqual({ ALL: 'PSP_ALL' });
    expect(row('PSP_SUPER')).toEqual({ ALL: 'PSP_SUPER' });
    for (const { cells } of grid) {
      for (const action of Object.keys(cells)) expect(ROLE_GRID_ACTIONS).toContain(action);
    }
  });

  it('keeps the sides apart: the merchant grid has no provider area', () => {
    const merchantAreas = roleGrid(MERCHANT_ROLES).map((row) => row.area);
    expect(merchantAreas).toContain('USER');
    expect(merchantAreas.some((area) => area.startsWith('PSP'))).toBe(false);
    expect(roleGrid(PROVIDER_ROLES).every((row) => row.area.startsWith('PSP'))).toBe(true);
  });
});

describe('impliedRole and toggleRole', () => {
  it('an area ALL implies its row, USER_ALL every merchant role', () => {
    expect(impliedRole(['TAG_ALL'], 'TAG_DELETE', false)).toBe(true);
    expect(impliedRole(['TAG_ALL'], 'TAG_ALL', false)).toBe(false);
    expect(impliedRole(['TAG_ALL'], 'BANK_ACCOUNT_LIST', false)).toBe(false);
    expect(impliedRole(['USER_ALL'], 'BANK_ACCOUNT_LIST', false)).toBe(true);
  });

  it('switching on an ALL drops the roles it covers; switching off removes only that role', () => {
    const chosen: Role[] = ['TAG_LIST', 'TAG_CREATE', 'BANK_ACCOUNT_LIST'];
    expect(toggleRole(chosen, 'TAG_ALL', true, false)).toEqual(['BANK_ACCOUNT_LIST', 'TAG_ALL']);
    expect(toggleRole(chosen, 'TAG_UPDATE', true, false)).toEqual([...chosen, 'TAG_UPDATE']);
    expect(toggleRole(chosen, 'TAG_LIST', false, false)).toEqual(['TAG_CREATE', 'BANK_ACCOUNT_LIST']);
  });
});
