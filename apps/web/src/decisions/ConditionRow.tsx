import { Group, MultiSelect, NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import {
  type ConditionContext,
  LIST_OPERATORS,
  operatorsFor,
  RULE_KINDS,
  RULE_NAMES,
  type RuleName,
} from '@psp/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../kit/form/MoneyInput';
import { useConditionLabels } from './useConditionLabels';

/** A condition while it is edited: every part may still be empty; values are text, lists for IN/NOT_IN. */
export interface ConditionDraft {
  name: string;
  operator: string;
  value: string | string[];
}

export const EMPTY_CONDITION: ConditionDraft = { name: '', operator: '', value: '' };

export type ConditionPart = 'name' | 'operator' | 'value';

interface ConditionRowProps {
  value: ConditionDraft;
  onChange: (next: ConditionDraft) => void;
  /** Rulesets also take IN/NOT_IN; routing trees only the comparisons (002 §3). */
  context: ConditionContext;
  /** Names the row for assistive technology: 'Rule 2' gives 'Rule 2 name', 'Rule 2 operator', 'Rule 2 value'. */
  label: string;
  /** Translated messages on the part that is wrong. */
  errors?: Partial<Record<ConditionPart, string | undefined>>;
  disabled?: boolean;
  readOnly?: boolean;
  /** The currency amounts are typed and read in (major units; the value stays in minor units). */
  currency?: string | undefined;
  /** Buttons after the value (remove, …). */
  actions?: ReactNode;
}

const isRuleName = (name: string): name is RuleName => (RULE_NAMES as readonly string[]).includes(name);
const isList = (operator: string) => (LIST_OPERATORS as readonly string[]).includes(operator);
const asText = (value: string | string[]) => (typeof value === 'string' ? value : (value[0] ?? ''));
const asList = (value: string | string[]) => (typeof value === 'string' ? (value ? [value] : []) : value);

/**
 * One condition of a ruleset or a routing node (002 §4, §5): the rule name, then its operator (disabled
 * until a name is chosen), then the value (disabled until an operator is chosen), the value's input chosen
 * by the rule's kind. A new name resets the operator and a new operator the value, so a row never holds a
 * combination the engine cannot evaluate.
 */
export function ConditionRow({
  value: condition,
  onChange,
  context,
  label,
  errors = {},
  disabled = false,
  readOnly = false,
  currency,
  actions,
}: ConditionRowProps) {
  const { t } = useTranslation();
  const labels = useConditionLabels();
  const name = isRuleName(condition.name) ? condition.name : null;
  const operators = name ? operatorsFor(name, context) : [];
  const operatorKnown = (operators as readonly string[]).includes(condition.operator);
  const common = { disabled, readOnly, size: 'sm' as const };
  const valueCommon = {
    ...common,
    'aria-label': t('decisions.part.value', { row: label }),
    placeholder: t('decisions.placeholder.value'),
    error: errors.value,
    disabled: disabled || !operatorKnown,
    style: { flex: 2, minWidth: '12rem' },
  };

  const valueInput = () => {
    if (!name || !operatorKnown) return <TextInput {...valueCommon} value="" onChange={() => undefined} />;
    const options = labels.valueOptions(name);
    if (isList(condition.operator)) {
      return options ? (
        <MultiSelect
          {...valueCommon}
          data={options}
          searchable
          value={asList(condition.value)}
          onChange={(items) => onChange({ ...condition, value: items })}
        />
      ) : (
        <TagsInput
          {...valueCommon}
          value={asList(condition.value)}
          onChange={(items) => onChange({ ...condition, value: items })}
        />
      );
    }
    const text = asText(condition.value);
    const set = (next: string) => onChange({ ...condition, value: next });
    switch (RULE_KINDS[name]) {
      case 'boolean':
      case 'select':
        return (
          <Select
            {...valueCommon}
            data={options ?? []}
            searchable={RULE_KINDS[name] === 'select'}
            value={text || null}
            onChange={(next) => set(next ?? '')}
          />
        );
      case 'amount':
        // Typed in major units of the currency amounts are read in; the rule keeps minor units (002 §5).
        return currency ? (
          <MoneyInput
            {...valueCommon}
            currency={currency}
            value={/^\d+$/.test(text) ? Number(text) : null}
            onChange={(minor) => set(minor === null ? '' : String(minor))}
          />
        ) : (
          <NumberInput
            {...valueCommon}
            min={0}
            allowNegative={false}
            allowDecimal={false}
            value={text}
            onChange={(next) => set(String(next))}
          />
        );
      case 'percentage':
        return (
          <NumberInput
            {...valueCommon}
            min={0}
            max={100}
            clampBehavior="strict"
            allowNegative={false}
            decimalScale={2}
            suffix=" %"
            value={text}
            onChange={(next) => set(String(next))}
          />
        );
      case 'number':
        return (
          <TextInput
            {...valueCommon}
            inputMode="numeric"
            maxLength={8}
            value={text}
            onChange={(event) => set(event.currentTarget.value.replace(/\D/g, ''))}
          />
        );
      case 'text':
        return (
          <TextInput {...valueCommon} value={text} onChange={(event) => set(event.currentTarget.value)} />
        );
    }
  };

  return (
    <Group gap="xs" align="flex-start" wrap="wrap" role="group" aria-label={label}>
      <Select
        {...common}
        aria-label={t('decisions.part.name', { row: label })}
        // Choosing the rule a row already has keeps it: a deselect would reset the operator and value too.
        allowDeselect={false}
        placeholder={t('decisions.placeholder.name')}
        data={labels.ruleNameOptions}
        searchable
        value={condition.name || null}
        onChange={(next) => onChange({ name: next ?? '', operator: '', value: '' })}
        error={errors.name}
        style={{ flex: 2, minWidth: '10rem' }}
      />
      <Select
        {...common}
        aria-label={t('decisions.part.operator', { row: label })}
        allowDeselect={false}
        placeholder={t('decisions.placeholder.operator')}
        data={operators.map((operator) => ({ value: operator, label: labels.operatorLabel(operator) }))}
        value={operatorKnown ? condition.operator : null}
        onChange={(next) =>
          onChange({ ...condition, operator: next ?? '', value: next && isList(next) ? [] : '' })
        }
        disabled={disabled || !name}
        error={errors.operator}
        style={{ flex: 1, minWidth: '9rem' }}
      />
      {valueInput()}
      {actions}
    </Group>
  );
}
