import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import { useDeferredValue, useState } from "react";
import { panelClasses } from "#app/components/admin/page";
import { Button } from "#app/components/ui/button";
import { controlClasses, FieldFrame } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
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
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <FieldFrame meta={meta} label={label} hint={hint}>
        <textarea
          {...getTextareaProps(meta, { ariaDescribedBy: meta.descriptionId })}
          required={undefined}
          aria-required={meta.required || undefined}
          rows={rows}
          onChange={(event) => setBody(event.currentTarget.value)}
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
