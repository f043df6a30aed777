import { diffRoutingContent } from '@psp/domain';
import { DecisionVersions } from '../decisions/DecisionVersions';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';

export interface RoutingVersionsProps {
  id: string;
  canRollBack: boolean;
  onRolledBack: () => void;
}

const processorName = (processor: { name: string }) => processor.name;

/** A routing's versions: history, the changes between two trees (endpoints by processor name), rollback. */
export function RoutingVersions({ id, canRollBack, onRolledBack }: RoutingVersionsProps) {
  const may = usePermission();
  const processors = useResourceOptions(
    'processor',
    { _limit: '1000' },
    processorName,
    may('processor.list'),
  );
  return (
    <DecisionVersions
      resource="routing"
      id={id}
      canRollBack={canRollBack}
      onRolledBack={onRolledBack}
      diff={diffRoutingContent}
      names={processors.options}
    />
  );
}
