import { diffRulesetContent } from '@psp/domain';
import { useMemo } from 'react';
import { DecisionVersions } from '../decisions/DecisionVersions';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';

export interface RulesetVersionsProps {
  id: string;
  canRollBack: boolean;
  onRolledBack: () => void;
}

const tagText = (tag: { text: string }) => tag.text;
const profileName = (profile: { name: string }) => profile.name;

/** A ruleset's versions: history, the changes between two (tags and payment profiles by name), rollback. */
export function RulesetVersions({ id, canRollBack, onRolledBack }: RulesetVersionsProps) {
  const may = usePermission();
  const tags = useResourceOptions('tag', { _limit: '1000' }, tagText, may('tag.list'));
  const profiles = useResourceOptions(
    'paymentprofile',
    { _limit: '1000' },
    profileName,
    may('paymentprofile.list'),
  );
  const names = useMemo(() => [...tags.options, ...profiles.options], [tags.options, profiles.options]);
  return (
    <DecisionVersions
      resource="validationruleset"
      id={id}
      canRollBack={canRollBack}
      onRolledBack={onRolledBack}
      diff={diffRulesetContent}
      names={names}
    />
  );
}
