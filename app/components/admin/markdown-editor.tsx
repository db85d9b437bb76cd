import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import {
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from "react";
import { useLocation, useNavigation } from "react-router";
import { insertTextIntoField, wrapFieldSelection } from "text-field-edit";
import { panelClasses } from "#app/components/admin/page";
import { Button } from "#app/components/ui/button";
import { controlClasses, FieldFrame } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { formatInstant } from "#app/lib/time/format";
import { useHydrated } from "#app/lib/use-hydrated";
import { blockInsert, linkEdit, type TextEdit, toggleLinePrefix } from "./markdown-toolbar";

const MARKDOWN_HINT =
  "Markdown: ## heading, **bold**, *italic*, [link](https://…), - list. Scripts and unsafe links are removed.";

/**
 * A Markdown field and, beside it, the text as visitors will see it, updated as one types. The
 * preview is made in the browser by the same renderer and sanitiser the server uses for the
 * page; without JavaScript, `UpdatePreviewButton` sends the form back to show it.
 */
export function MarkdownField({
  meta,
  label,
  render,
  hint = MARKDOWN_HINT,
  previewTestId,
  rows = 22,
  imageTool: ImageTool,
}: {
  meta: FieldMetadata<string>;
  label: string;
  /** Markdown → sanitised HTML. */
  render: (markdown: string) => string;
  hint?: string;
  previewTestId?: string;
  rows?: number;
  /** The toolbar's Image button and what it opens (the media library's, for texts that show pictures). */
  imageTool?: ComponentType<ImageToolProps>;
}) {
  const [body, setBody] = useState(String(meta.initialValue ?? ""));
  const deferredBody = useDeferredValue(body);
  const previewHeading = `${meta.id}-preview-heading`;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const draft = useBrowserDraft(`${useLocation().pathname}#${meta.name}`, body);
  const restore = (text: string) => {
    const field = textarea.current;
    if (!field) return;
    field.value = text;
    // The form (its checks, the unsaved-changes guard) learns of it as of any typing.
    field.dispatchEvent(new Event("input", { bubbles: true }));
    setBody(text);
    draft.dismiss();
  };
  const [dropped, setDropped] = useState<File | null>(null);
  const takeImage = (files: FileList | undefined | null) => {
    const image = [...(files ?? [])].find((file) => file.type.startsWith("image/"));
    if (!image || !ImageTool) return false;
    setDropped(image);
    return true;
  };
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <FieldFrame meta={meta} label={label} hint={hint}>
        {draft.kept ? (
          <div
            role="status"
            className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-accent-soft p-3 text-sm text-ink ring-1 ring-accent"
          >
            <span>
              A draft of this text from {formatInstant(draft.kept.at, "dateTime")}, not saved, was
              kept in this browser.
            </span>
            <Button
              type="button"
              variant="outline"
              className="px-3 py-1"
              onClick={() => restore(draft.kept?.text ?? "")}
            >
              Restore the draft
            </Button>
            <Button type="button" variant="ghost" className="px-3 py-1" onClick={draft.discard}>
              Discard it
            </Button>
          </div>
        ) : null}
        <MarkdownToolbar
          field={textarea}
          label={label}
          imageTool={
            ImageTool ? (
              <ImageTool
                buttonClassName={toolButtonClasses}
                insert={(markdown) =>
                  edit(textarea, (value, start) => blockInsert(value, start, markdown))
                }
                dropped={dropped}
                onDroppedTaken={() => setDropped(null)}
              />
            ) : null
          }
        />
        <textarea
          {...getTextareaProps(meta, { ariaDescribedBy: meta.descriptionId })}
          ref={textarea}
          onKeyDown={(event) => shortcut(event, textarea)}
          onDragOver={(event) => {
            if (ImageTool && event.dataTransfer.types.includes("Files")) event.preventDefault();
          }}
          onDrop={(event) => {
            if (takeImage(event.dataTransfer.files)) event.preventDefault();
          }}
          onPaste={(event) => {
            if (takeImage(event.clipboardData.files)) event.preventDefault();
          }}
          required={undefined}
          aria-required={meta.required || undefined}
          rows={rows}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            draft.keep(event.currentTarget.value);
          }}
          className={cn(controlClasses, "resize-y font-mono text-sm")}
        />
      </FieldFrame>
      <section aria-labelledby={previewHeading} className="flex flex-col">
        <h2 id={previewHeading} className="text-sm font-semibold text-ink">
          Preview
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Updates as you type (without JavaScript, use “Update preview”).
        </p>
        <div
          className={cn(
            panelClasses,
            "prose-content mt-1.5 max-h-[40rem] flex-1 overflow-y-auto p-5",
          )}
          data-testid={previewTestId}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the renderer sanitises its output
          dangerouslySetInnerHTML={{ __html: render(deferredBody) }}
        />
      </section>
    </div>
  );
}

/** What the toolbar gives a text's image tool. */
export interface ImageToolProps {
  /** Puts the Markdown of a picture at the cursor, on a line of its own. */
  insert: (markdown: string) => void;
  /** A picture file dropped or pasted on the text, to upload (null when none waits). */
  dropped: File | null;
  onDroppedTaken: () => void;
  buttonClassName: string;
}

const toolButtonClasses =
  "rounded-md px-2.5 py-1 text-sm font-semibold text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand";

/** Applies a toolbar edit through the browser's editing, so Undo takes it back. */
function edit(
  field: RefObject<HTMLTextAreaElement | null>,
  make: (value: string, start: number, end: number) => TextEdit,
) {
  const element = field.current;
  if (!element) return;
  const change = make(element.value, element.selectionStart, element.selectionEnd);
  element.focus();
  element.setSelectionRange(change.start, change.end);
  insertTextIntoField(element, change.text);
  element.setSelectionRange(change.select.start, change.select.end);
}

const bold = (field: RefObject<HTMLTextAreaElement | null>) => {
  if (field.current) wrapFieldSelection(field.current, "**");
};
const link = (field: RefObject<HTMLTextAreaElement | null>) => edit(field, linkEdit);

/** Ctrl+B (⌘B) for bold and Ctrl+K (⌘K) for a link, as in word processors. */
function shortcut(
  event: KeyboardEvent<HTMLTextAreaElement>,
  field: RefObject<HTMLTextAreaElement | null>,
) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
  const key = event.key.toLowerCase();
  if (key !== "b" && key !== "k") return;
  event.preventDefault();
  if (key === "b") bold(field);
  else link(field);
}

/**
 * The buttons above a Markdown text: heading, bold, link, list and (where pictures belong) image.
 * They write the same Markdown one could type, so the text stays plain and portable; without
 * JavaScript they are not shown and the hint says what to type.
 */
function MarkdownToolbar({
  field,
  label,
  imageTool,
}: {
  field: RefObject<HTMLTextAreaElement | null>;
  label: string;
  imageTool: ReactNode;
}) {
  if (!useHydrated()) return null;
  const tools: { name: string; title: string; run: () => void }[] = [
    {
      name: "Heading",
      title: "Make the line a heading (##)",
      run: () => edit(field, (value, start, end) => toggleLinePrefix(value, start, end, "## ")),
    },
    { name: "Bold", title: "Bold (Ctrl+B)", run: () => bold(field) },
    { name: "Link", title: "Link (Ctrl+K)", run: () => link(field) },
    {
      name: "List",
      title: "Make the lines a list (-)",
      run: () => edit(field, (value, start, end) => toggleLinePrefix(value, start, end, "- ")),
    },
  ];
  return (
    <fieldset className="mb-1.5 flex flex-wrap gap-1 rounded-lg bg-stone-50 p-1 ring-1 ring-stone-200">
      <legend className="sr-only">Format {label.toLowerCase()}</legend>
      {tools.map((tool) => (
        <button
          key={tool.name}
          type="button"
          title={tool.title}
          className={toolButtonClasses}
          onClick={tool.run}
        >
          {tool.name}
        </button>
      ))}
      {imageTool}
    </fieldset>
  );
}

interface Draft {
  text: string;
  at: number;
}

/**
 * Keeps what is typed into a long text in this browser (localStorage, under `key`) until the form
 * is sent, so a closed tab, a crash or a lost connection does not lose it. When the editor opens
 * and a draft differs from the text it shows, `kept` offers it back.
 */
function useBrowserDraft(key: string, shown: string) {
  const storageKey = `draft:${key}`;
  const [kept, setKept] = useState<Draft | null>(null);
  const opened = useRef(shown);

  useEffect(() => {
    try {
      const stored = JSON.parse(localStorage.getItem(storageKey) ?? "null") as Draft | null;
      if (stored && typeof stored.text === "string" && stored.text !== opened.current)
        setKept(stored);
    } catch {
      // Storage refused or a draft unreadable: there is simply no draft to offer.
    }
  }, [storageKey]);

  const forget = () => {
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // Nothing was kept.
    }
  };
  // Sent: the server has the text now (it comes back in the form if it is refused).
  const submitting = useNavigation().state === "submitting";
  // biome-ignore lint/correctness/useExhaustiveDependencies: forget reads only the key
  useEffect(() => {
    if (submitting) forget();
  }, [submitting]);

  return {
    kept,
    keep: (text: string) => {
      try {
        localStorage.setItem(storageKey, JSON.stringify({ text, at: Date.now() } satisfies Draft));
      } catch {
        // A full or refused storage keeps no draft; the form itself still holds the text.
      }
    },
    dismiss: () => setKept(null),
    discard: () => {
      forget();
      setKept(null);
    },
  };
}

/**
 * Sends the form back with `intent=preview` (the action answers it as typed, storing nothing);
 * with JavaScript the preview is already up to date, so there is nothing to send.
 */
export function UpdatePreviewButton() {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      name="intent"
      value="preview"
      variant="ghost"
      onClick={(event) => {
        if (hydrated) event.preventDefault();
      }}
    >
      Update preview
    </Button>
  );
}
