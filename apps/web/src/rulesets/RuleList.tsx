import { ActionIcon, Button, Fieldset, Stack, Text, Tooltip } from '@mantine/core';
import { type Control, Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConditionRow, EMPTY_CONDITION } from '../decisions/ConditionRow';
import { useFieldMessage } from '../kit/form/useFieldMessage';
import { Icon } from '../kit/icons/Icon';
import type { RulesetFormValues } from './rulesetView';

interface RuleListProps {
  control: Control<RulesetFormValues, unknown, unknown>;
  /** The currency of the chosen payment profile (else the organisation's): amounts are typed and read in it. */
  currency?: string | undefined;
  /** The list's own problem (no rule at all). */
  error?: string | undefined;
}

/** 002 §5: the rules of a ruleset, at least one; each a condition row, removable while others remain. */
export function RuleList({ control, currency, error }: RuleListProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { fields, append, remove } = useFieldArray({ control, name: 'rules' });
  return (
    <Fieldset legend={t('rulesets.rules')} variant="unstyled">
      <Stack gap="xs">
        {fields.map((item, index) => {
          const label = t('rulesets.rule', { number: index + 1 });
          return (
            <Controller
              key={item.id}
              control={control}
              name={`rules.${index}`}
              render={({ field, formState }) => {
                const errors = formState.errors.rules?.[index];
                return (
                  <ConditionRow
                    value={field.value}
                    onChange={field.onChange}
                    context="ruleset"
                    label={label}
                    currency={currency}
                    errors={{
                      name: message(errors?.name?.message),
                      operator: message(errors?.operator?.message),
                      value: message(errors?.value?.message),
                    }}
                    actions={
                      <Tooltip label={t('rulesets.removeRule', { rule: label })}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={t('rulesets.removeRule', { rule: label })}
                          disabled={fields.length === 1}
                          onClick={() => remove(index)}
                        >
                          <Icon name="trash" />
                        </ActionIcon>
                      </Tooltip>
                    }
                  />
                );
              }}
            />
          );
        })}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <div>
          <Button
            variant="default"
            size="xs"
            leftSection={<Icon name="plus" size={14} />}
            onClick={() => append({ ...EMPTY_CONDITION })}
          >
            {t('rulesets.addRule')}
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}
