import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import '@mantine/tiptap/styles.css';

export interface RichTextEditorFieldProps {
  /** The visible label, also the editable area's accessible name. */
  label: string;
  description?: string;
  /** HTML; an empty document is ''. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** A translated error shown under the field. */
  error?: string;
  /** BCP 47 language of the content (spell-checking, screen-reader voice). */
  lang?: string;
  minHeight?: number;
}

/** What tiptap answers for a document without text: stored as nothing. */
export const normaliseRichText = (html: string): string =>
  html.replace(/<p>(\s|<br\s*\/?>)*<\/p>/g, '').trim() === '' ? '' : html;

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    // Not in the §5 allow-list: code, code blocks and rules would be stripped on save.
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
  }),
  Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
];

/**
 * The one rich-text editor of the app (`@mantine/tiptap`). Its toolbar offers only what the
 * server's §5 allow-list keeps (bold, italic, underline, strike, headings 2–4, lists, quote,
 * links): what you format is what visitors see. Labels and toolbar names come from i18n.
 */
export function RichTextEditorField({
  label,
  description,
  value,
  onChange,
  onBlur,
  error,
  lang,
  minHeight = 160,
}: RichTextEditorFieldProps) {
  const { t } = useTranslation('richText');
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  });

  // The document starts from the first value; later values come from the editor itself.
  const [initialContent] = useState(value);
  // The editable area carries the field's name, description, error and language.
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(lang ? { lang } : {}),
        style: `min-height: ${minHeight}px`,
      },
    }),
    [labelId, describedBy, error, lang, minHeight],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    editorProps,
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: e }) => onChangeRef.current(normaliseRichText(e.getHTML())),
    onBlur: () => onBlurRef.current?.(),
  });

  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: t('bold'),
    italicControlLabel: t('italic'),
    underlineControlLabel: t('underline'),
    strikeControlLabel: t('strike'),
    clearFormattingControlLabel: t('clearFormatting'),
    h2ControlLabel: t('h2'),
    h3ControlLabel: t('h3'),
    h4ControlLabel: t('h4'),
    bulletListControlLabel: t('bulletList'),
    orderedListControlLabel: t('orderedList'),
    blockquoteControlLabel: t('blockquote'),
    linkControlLabel: t('link'),
    unlinkControlLabel: t('unlink'),
    undoControlLabel: t('undo'),
    redoControlLabel: t('redo'),
    linkEditorInputLabel: t('linkInput'),
    linkEditorInputPlaceholder: t('linkPlaceholder'),
    linkEditorExternalLink: t('linkExternal'),
    linkEditorInternalLink: t('linkInternal'),
    linkEditorSave: t('linkSave'),
  };

  return (
    <div>
      <Input.Label id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
      </Input.Label>
      {description ? (
        <Input.Description id={descriptionId} mb={6}>
          {description}
        </Input.Description>
      ) : null}
      <RichTextEditor
        editor={editor}
        labels={labels}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar role="toolbar" aria-label={t('toolbar', { label })}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
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
        <RichTextEditor.Content />
      </RichTextEditor>
      {error ? (
        <Input.Error id={errorId} mt={6}>
          {error}
        </Input.Error>
      ) : null}
    </div>
  );
}
