import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export const richTextStrings = {
  toolbar: 'قالب‌بندی متن',
  bold: 'پررنگ',
  italic: 'کج',
  underline: 'زیرخط',
  heading2: 'عنوان',
  heading3: 'زیرعنوان',
  bulletList: 'فهرست نقطه‌ای',
  orderedList: 'فهرست شماره‌دار',
  blockquote: 'نقل قول',
  link: 'پیوند',
  linkAddress: 'نشانی پیوند',
  linkApply: 'افزودن پیوند',
  linkRemove: 'حذف پیوند',
  linkInvalid: 'نشانی باید با https://‎ یا http://‎ یا mailto:‎ شروع شود.',
  undo: 'واگرد',
  redo: 'ازنو',
} as const;

/** The schemes the server's sanitiser keeps for a link (lib/sanitize-html.ts): any other is dropped there anyway. */
const linkPattern = /^(https?:\/\/|mailto:|tel:)\S+$/i;

type MarkOrNode = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'blockquote' | 'link';

/**
 * A rich-text field on Tiptap. It edits HTML in the subset that the API's sanitiser keeps (paragraphs, two heading
 * levels, lists, quotes, bold/italic/underline, links): whatever is typed survives the save unchanged, so what the
 * staff member sees is what the storefront shows. The server still sanitises every save; this is not the guard.
 *
 * `id`, `aria-invalid` and `aria-describedby` land on the editable area (FormField passes them), and `label` names it:
 * a `<label for>` does not name a content-editable element.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  id,
  className,
  disabled = false,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  id?: string;
  className?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const fallbackId = useId();
  const editorId = id ?? fallbackId;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        // A link typed by staff opens on the shop's page, not a new tab; the sanitiser adds rel itself.
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null } },
      }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        dir: 'rtl',
        class:
          'prose-sm min-h-40 max-w-none px-3 py-2 text-sm leading-7 outline-none [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (the record loaded, a form reset) replaces the content; the editor's own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // Without `false` the switch itself would be reported as a change of the text.
    if (editor && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // aria attributes change with validation: set them on the editable element directly, without rebuilding the editor.
  useEffect(() => {
    const element = editor?.view.dom;
    if (!element) return;
    if (ariaInvalid) element.setAttribute('aria-invalid', 'true');
    else element.removeAttribute('aria-invalid');
    if (ariaDescribedBy) element.setAttribute('aria-describedby', ariaDescribedBy);
    else element.removeAttribute('aria-describedby');
  }, [editor, ariaInvalid, ariaDescribedBy]);

  return (
    <div
      className={cn(
        'rounded-md border border-input bg-background focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
        ariaInvalid && 'border-destructive',
        disabled && 'opacity-50',
        className,
      )}
    >
      {editor ? <Toolbar editor={editor} disabled={disabled} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  /**
   * Tiptap's `focus()` gives the focus back a frame later: until then the button keeps the keys typed next, and a
   * space on it presses it again instead of reaching the text (a bold word's following space was lost). So the text
   * takes the focus back at once, before the command.
   */
  const inText = (command: () => void) => () => {
    editor.view.focus();
    command();
  };

  const toggles: { key: MarkOrNode | 'heading2' | 'heading3'; icon: LucideIcon; run: () => void }[] = [
    { key: 'bold', icon: Bold, run: () => editor.chain().focus().toggleBold().run() },
    { key: 'italic', icon: Italic, run: () => editor.chain().focus().toggleItalic().run() },
    { key: 'underline', icon: Underline, run: () => editor.chain().focus().toggleUnderline().run() },
    { key: 'heading2', icon: Heading2, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
    { key: 'heading3', icon: Heading3, run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', icon: List, run: () => editor.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', icon: ListOrdered, run: () => editor.chain().focus().toggleOrderedList().run() },
    { key: 'blockquote', icon: Quote, run: () => editor.chain().focus().toggleBlockquote().run() },
  ];

  return (
    <div className="border-b border-input">
      <div
        role="toolbar"
        aria-label={richTextStrings.toolbar}
        className="flex flex-wrap gap-1 p-1"
        // A pointer press on a button leaves the focus and the selection in the text (the keyboard reaches the
        // buttons with Tab as before).
        onMouseDown={(event) => event.preventDefault()}
      >
        {toggles.map(({ key, icon: Icon, run }) => (
          <Button
            key={key}
            variant={state[key] ? 'secondary' : 'ghost'}
            size="sm"
            className="size-9 px-0"
            aria-label={richTextStrings[key]}
            title={richTextStrings[key]}
            aria-pressed={state[key]}
            disabled={disabled}
            onClick={inText(run)}
          >
            <Icon aria-hidden />
          </Button>
        ))}
        <Button
          variant={state.link || linkOpen ? 'secondary' : 'ghost'}
          size="sm"
          className="size-9 px-0"
          aria-label={richTextStrings.link}
          title={richTextStrings.link}
          aria-expanded={linkOpen}
          disabled={disabled}
          onClick={() => setLinkOpen((open) => !open)}
        >
          <Link2 aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="size-9 px-0"
          aria-label={richTextStrings.undo}
          title={richTextStrings.undo}
          disabled={disabled || !state.canUndo}
          onClick={inText(() => editor.chain().focus().undo().run())}
        >
          <Undo2 aria-hidden className="rtl:-scale-x-100" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="size-9 px-0"
          aria-label={richTextStrings.redo}
          title={richTextStrings.redo}
          disabled={disabled || !state.canRedo}
          onClick={inText(() => editor.chain().focus().redo().run())}
        >
          <Redo2 aria-hidden className="rtl:-scale-x-100" />
        </Button>
      </div>
      {linkOpen ? (
        <LinkField
          initial={state.href}
          hasLink={state.link}
          onApply={(href) => {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            setLinkOpen(false);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinkOpen(false);
          }}
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      ) : null}
    </div>
  );
}

function LinkField({
  initial,
  hasLink,
  onApply,
  onRemove,
  onClose,
}: {
  initial: string;
  hasLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string>();
  const id = useId();
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const trimmed = href.trim();
    if (!linkPattern.test(trimmed)) {
      setError(richTextStrings.linkInvalid);
      return;
    }
    onApply(trimmed);
  };
  // Not a <form>: the editor usually sits inside the page's form, and forms do not nest.
  return (
    <div
      className="grid gap-2 border-t border-input p-2"
      role="group"
      aria-label={richTextStrings.link}
      onKeyDown={(event) => {
        // Escape anywhere in the field closes it and gives the focus back to the text.
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <label htmlFor={id} className="text-sm">
        {richTextStrings.linkAddress}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          dir="ltr"
          inputMode="url"
          className="min-w-48 flex-1"
          value={href}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit(event);
          }}
        />
        <Button size="sm" className="h-10" onClick={submit}>
          {richTextStrings.linkApply}
        </Button>
        {hasLink ? (
          <Button size="sm" variant="outline" className="h-10" onClick={onRemove}>
            {richTextStrings.linkRemove}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
