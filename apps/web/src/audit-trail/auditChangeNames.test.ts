import { RESOURCE_SCHEMAS } from '@psp/domain';
import { describe, expect, it } from 'vitest';
import en from '../../public/assets/i18n/en/main.json';
import nl from '../../public/assets/i18n/nl/main.json';

/** What a change (an event) can name: every resource, and the records only commands write. */
const RESOURCES = [...Object.keys(RESOURCE_SCHEMAS), 'payout', 'settlementrun'];
const ACTIONS = [
  'created',
  'updated',
  'deleted',
  'status_changed',
  'mfa_reset',
  'activated',
  'deactivated',
  'started',
  'failed',
];

describe('the Changes view', () => {
  it('names every resource and action in English and Dutch, never by its code ("report")', () => {
    for (const locale of [en, nl]) {
      const names = locale.auditTrail as {
        resources: Record<string, string>;
        actions: Record<string, string>;
      };
      expect(RESOURCES.filter((resource) => !names.resources[resource])).toEqual([]);
      expect(ACTIONS.filter((action) => !names.actions[action])).toEqual([]);
    }
    expect(nl.auditTrail.resources.report).toBe('Rapport');
  });
});
