import { Button, ColorInput, Group, Popover, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../kit/api/errorMessage';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { useScopedApi } from '../kit/api/useScopedApi';
import { TagBadge } from '../kit/format/TagBadge';
import { NEW_TAG_COLOR } from '../tags/tagView';

interface RulesetTagFieldProps {
  /** The ruleset's organisation: its tags are offered, and a new tag is made in it. */
  organisation: string;
  value: string | null;
  onChange: (tag: string | null) => void;
  error?: string | undefined;
}

/**
 * The tag a tag ruleset adds (002 §5, required for the tag action), chosen from the organisation's tags;
 * users with TAG_CREATE make a new one in place, with its text and colour (002 §2).
 */
export function RulesetTagField({ organisation, value, onChange, error }: RulesetTagFieldProps) {
  const { t } = useTranslation();
  const may = usePermission();
  const { client, scopeKey } = useScopedApi();
  const writes = useResourceWrites('tag');
  const query = { organisation, _limit: '1000' };
  const tags = useQuery({
    queryKey: [scopeKey, 'tag', 'list', query],
    queryFn: ({ signal }) => client.list('tag', query, { signal }),
    enabled: organisation !== '',
  });
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [color, setColor] = useState(NEW_TAG_COLOR);
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  const colours = new Map((tags.data ?? []).map((tag) => [tag.id, tag]));

  const create = async () => {
    setSaving(true);
    setProblem(undefined);
    try {
      const tag = await writes.create({ organisation, text: text.trim(), color });
      onChange(tag.id);
      setOpen(false);
      setText('');
    } catch (failure) {
      setProblem(errorMessage(t, failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Select
        label={t('fields:validationruleset.tag')}
        required
        searchable
        data={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.text }))}
        renderOption={({ option }) => {
          const tag = colours.get(option.value);
          return tag ? <TagBadge text={tag.text} color={tag.color} /> : option.label;
        }}
        value={value}
        onChange={onChange}
        error={error}
        style={{ flex: 1 }}
      />
      {may('tag.create') && (
        <Popover opened={open} onChange={setOpen} trapFocus position="bottom-end" withArrow>
          <Popover.Target>
            <Button variant="default" mt={25} onClick={() => setOpen((shown) => !shown)}>
              {t('rulesets.newTag')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs" w={260} role="group" aria-label={t('rulesets.newTag')}>
              <TextInput
                label={t('fields:tag.text')}
                required
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                error={problem}
              />
              <ColorInput
                label={t('fields:tag.color')}
                required
                format="hex"
                eyeDropperButtonProps={{ 'aria-label': t('form.pickColour') }}
                value={color}
                onChange={setColor}
              />
              {/* A button, not a submit: this sits inside the ruleset's form. */}
              <Button type="button" onClick={create} loading={saving} disabled={!text.trim()}>
                {t('tags.create')}
              </Button>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}
