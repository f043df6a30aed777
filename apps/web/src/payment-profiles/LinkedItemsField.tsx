import { ActionIcon, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { LINK_ADDED_CONFIRMATION_MS } from '@psp/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../kit/icons/Icon';
import { moveItem } from './moveItem';
import { WarningNote } from './WarningNote';

export interface LinkOption {
  value: string;
  label: string;
  description?: string;
  /** What tells it apart from options of the same label (shown in the dropdown and under the item). */
  distinction?: string;
}

const choiceLabel = (option: LinkOption) =>
  option.distinction ? `${option.label} (${option.distinction})` : option.label;

interface LinkedItemsFieldProps {
  /** Label of the dropdown that adds an item ('Add processor'). */
  addLabel: string;
  /** The empty choice of that dropdown. */
  placeholder: string;
  options: readonly LinkOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The confirmation shown after adding, given the added item's label. */
  addedMessage: (label: string) => string;
  /** A warning about an item on the list (for example: it will not be routed). */
  warningOf?: (id: string) => string | undefined;
  /** A server error about the list. */
  error?: string;
  /** An ordered list (a failover list): up and down buttons per item, with these accessible names. */
  moveLabels?: { up: (label: string) => string; down: (label: string) => string };
}

type Direction = 'up' | 'down';

/**
 * 000 §2: linked records (processors, middleware) chosen from a dropdown, shown as a list with a remove
 * button each; adding confirms for a few seconds (§9).
 */
export function LinkedItemsField(props: LinkedItemsFieldProps) {
  const { addLabel, placeholder, options, value, onChange, addedMessage, warningOf, error, moveLabels } =
    props;
  const { t } = useTranslation();
  const [added, setAdded] = useState<string>();
  const list = useRef<HTMLDivElement>(null);
  // A moved item keeps the keyboard focus on its button, or on the other one at an end of the list.
  const [moved, setMoved] = useState<{ id: string; direction: Direction }>();
  useEffect(() => {
    if (!moved) return;
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[data-move]') ?? [])].filter(
      (button) => button.closest('[data-linked-id]')?.getAttribute('data-linked-id') === moved.id,
    );
    const same = buttons.find((button) => button.dataset.move === moved.direction && !button.disabled);
    (same ?? buttons.find((button) => !button.disabled))?.focus();
  }, [moved]);
  const move = (index: number, direction: Direction) => {
    onChange(moveItem(value, index, direction === 'up' ? -1 : 1));
    setMoved({ id: value[index] as string, direction });
  };
  useEffect(() => {
    if (added === undefined) return;
    const timer = setTimeout(() => setAdded(undefined), LINK_ADDED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [added]);
  const byId = new Map(options.map((option) => [option.value, option]));
  const addable = options
    .filter((option) => !value.includes(option.value))
    .sort((a, b) => a.label.localeCompare(b.label));

  const add = (id: string) => {
    if (!id || value.includes(id)) return;
    onChange([...value, id]);
    setAdded(addedMessage(byId.get(id)?.label ?? id));
  };

  return (
    <Stack gap="sm">
      <NativeSelect
        label={addLabel}
        data={[
          { value: '', label: placeholder },
          ...addable.map((option) => ({ value: option.value, label: choiceLabel(option) })),
        ]}
        value=""
        onChange={(event) => add(event.currentTarget.value)}
        disabled={addable.length === 0}
        error={error}
      />
      <Text size="sm" c="teal.9" role="status" mih={20}>
        {added}
      </Text>
      {value.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('paymentProfiles.noneLinked')}
        </Text>
      ) : (
        <Stack ref={list} gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {value.map((id, index) => {
            const option = byId.get(id);
            const label = option?.label ?? id;
            const description = [option?.description, option?.distinction].filter(Boolean).join(' · ');
            const warning = warningOf?.(id);
            return (
              <Paper key={id} component="li" withBorder p="xs" radius="sm" data-linked-id={id}>
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={2}>
                    <Text size="sm">{label}</Text>
                    {description && (
                      <Text size="xs" c="dimmed">
                        {description}
                      </Text>
                    )}
                    {warning && <WarningNote>{warning}</WarningNote>}
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    {moveLabels && (
                      <>
                        <ActionIcon
                          variant="subtle"
                          data-move="up"
                          aria-label={moveLabels.up(label)}
                          title={moveLabels.up(label)}
                          disabled={index === 0}
                          onClick={() => move(index, 'up')}
                        >
                          <Icon name="chevronUp" size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          data-move="down"
                          aria-label={moveLabels.down(label)}
                          title={moveLabels.down(label)}
                          disabled={index === value.length - 1}
                          onClick={() => move(index, 'down')}
                        >
                          <Icon name="chevronDown" size={16} />
                        </ActionIcon>
                      </>
                    )}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('paymentProfiles.remove', { name: label })}
                      title={t('paymentProfiles.remove', { name: label })}
                      onClick={() => onChange(value.filter((other) => other !== id))}
                    >
                      <Icon name="close" size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
