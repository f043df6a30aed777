import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_FIELDS } from '../../bank-accounts/bankAccountFields';
import { TAG_FIELDS } from '../../tags/tagFields';
import { USER_FIELDS } from '../../users/userFields';
import { columnsOf } from '../fields/columnsOf';
import { defaultHiddenColumns } from './defaultHiddenColumns';

const TAG_COLUMNS = columnsOf(TAG_FIELDS);
const BANK_ACCOUNT_COLUMNS = columnsOf(BANK_ACCOUNT_FIELDS);
const USER_COLUMNS = columnsOf(USER_FIELDS);

describe('defaultHiddenColumns', () => {
  it('shows the organisation column where a list spans several organisations', () => {
    expect(defaultHiddenColumns(TAG_COLUMNS, true)).not.toContain('organisation');
    expect(defaultHiddenColumns(USER_COLUMNS, true)).toEqual(['roles']);
  });

  it('hides it where all rows belong to one organisation, if the list hides it by default', () => {
    expect(defaultHiddenColumns(TAG_COLUMNS, false)).toEqual(['organisation']);
    expect(defaultHiddenColumns(USER_COLUMNS, false)).toEqual(['roles', 'organisation']);
    expect(defaultHiddenColumns(BANK_ACCOUNT_COLUMNS, false)).toEqual([]);
  });
});
