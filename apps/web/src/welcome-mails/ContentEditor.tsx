import '@mantine/tiptap/styles.css';
import { Button, Group } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { WELCOME_MAIL_VARIABLES } from '@psp/domain';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface ContentEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** The id of the field's label. */
  labelledBy: string;
  invalid: boolean;
}

const CONTROL_LABELS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'h2',
  'h3',
  'bulletList',
  'orderedList',
  'link',
  'unlink',
  'undo',
  'redo',
] as const;

/** The rich-text Content of a welcome mail, with buttons that insert the template variables. */
export function ContentEditor({ value, onChange, labelledBy, invalid }: ContentEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        'aria-invalid': String(invalid),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const labels = useMemo(
    () => ({
      ...Object.fromEntries(
        CONTROL_LABELS.map((name) => [`${name}ControlLabel`, t(`welcomeMails.editor.${name}`)]),
      ),
      linkEditorInputLabel: t('welcomeMails.editor.linkAddress'),
      linkEditorInputPlaceholder: 'https://',
      linkEditorSave: t('form.save'),
    }),
    [t],
  );
  return (
    <>
      <Group gap="xs" mb="xs" aria-label={t('welcomeMails.variables')} role="group">
        {WELCOME_MAIL_VARIABLES.map((variable) => (
          <Button
            key={variable}
            size="compact-xs"
            variant="light"
            onClick={() => editor?.chain().focus().insertContent(variable).run()}
            aria-label={t('welcomeMails.insertVariable', { variable })}
          >
            {variable}
          </Button>
        ))}
      </Group>
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={200} />
      </RichTextEditor>
    </>
  );
}
