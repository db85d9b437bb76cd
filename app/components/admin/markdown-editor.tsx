import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { panelClasses } from "#app/components/admin/page";
import { Button } from "#app/components/ui/button";
import { controlClasses, FieldFrame } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { formatInstant } from "#app/lib/time/format";
import { useHydrated } from "#app/lib/use-hydrated";

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
}: {
  meta: FieldMetadata<string>;
  label: string;
  /** Markdown → sanitised HTML. */
  render: (markdown: string) => string;
  hint?: string;
  previewTestId?: string;
  rows?: number;
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
        <textarea
          {...getTextareaProps(meta, { ariaDescribedBy: meta.descriptionId })}
          ref={textarea}
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
