import { Text } from '@mantine/core';
import type { RawCondition } from '@psp/domain';
import { useConditionLabels } from './useConditionLabels';

/** A condition as a sentence in the user's language: 'Amount is greater than €10.00'. */
export function ConditionText({ condition, currency }: { condition: RawCondition; currency?: string }) {
  const labels = useConditionLabels();
  return (
    <Text size="sm" span>
      <Text span fw={600} inherit>
        {labels.ruleLabel(condition.name)}
      </Text>{' '}
      {labels.operatorLabel(condition.operator)}{' '}
      <Text span fw={600} inherit>
        {labels.valueText(condition.name, condition.value, currency)}
      </Text>
    </Text>
  );
}
