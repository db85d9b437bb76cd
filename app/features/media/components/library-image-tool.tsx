import { getFormProps } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { ImageToolProps } from "#app/components/admin/markdown-editor";
import { Button } from "#app/components/ui/button";
import { Modal } from "#app/components/ui/modal";
import { Spinner } from "#app/components/ui/spinner";
import { useValidatedForm } from "#app/lib/forms";
import { markdownSnippet, PICKER, PICKER_UPLOAD } from "../media";
import type { action, loader } from "../routes/admin-media-picker";
import { uploadSchema } from "../schema";
import { UploadFields } from "./media-admin";
import { Thumbnail } from "./media-picker";

/**
 * The Markdown toolbar's Image button: a dialog with the media library's pictures to choose from,
 * and an upload (of a chosen, dropped or pasted picture, with its alt text) that adds it to the
 * library and puts it in the text. Either way the text holds a library address, the only kind
 * of picture the site shows.
 */
export function LibraryImageTool({
  insert,
  dropped,
  onDroppedTaken,
  buttonClassName,
}: ImageToolProps) {
  const [open, setOpen] = useState(false);
  const library = useFetcher<typeof loader>();
  const upload = useFetcher<typeof action>();
  // Put in the text once the dialog has closed, so the cursor lands there and not on the button.
  const chosen = useRef<string | null>(null);
  const [form, fields] = useValidatedForm(uploadSchema, {
    id: PICKER_UPLOAD,
    lastResult: upload.data && "result" in upload.data ? upload.data.result : undefined,
  });

  const choose = (markdown: string) => {
    chosen.current = markdown;
    setOpen(false);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: read the library afresh on each opening
  useEffect(() => {
    if (open) library.load(PICKER);
  }, [open]);

  useEffect(() => {
    if (dropped) setOpen(true);
  }, [dropped]);

  // A dropped picture waits in the upload's file field, for its alt text.
  useEffect(() => {
    const input = document.getElementById(fields.file.id);
    if (!open || !dropped || !(input instanceof HTMLInputElement)) return;
    const files = new DataTransfer();
    files.items.add(dropped);
    input.files = files.files;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: an answer is acted on once, when it arrives
  useEffect(() => {
    const item = upload.data && "item" in upload.data ? upload.data.item : null;
    if (item) choose(markdownSnippet(item));
  }, [upload.data]);

  const items = library.data?.items;
  const formProps = getFormProps(form);
  return (
    <>
      <button
        type="button"
        title="A picture from the media library, or a new one"
        className={buttonClassName}
        onClick={() => setOpen(true)}
      >
        Image
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onDroppedTaken();
        }}
        title="Insert an image"
        description="Choose a picture from the media library, or upload a new one with its alt text."
        size="full"
        onCloseAutoFocus={(event) => {
          const markdown = chosen.current;
          if (markdown === null) return;
          chosen.current = null;
          event.preventDefault();
          insert(markdown);
        }}
      >
        <section aria-labelledby="picker-library-heading">
          <h3 id="picker-library-heading" className="text-lg font-semibold text-brand-strong">
            From the media library
          </h3>
          {items === undefined ? (
            <p role="status" className="mt-3 flex items-center gap-2 text-stone-700">
              <Spinner /> Loading the library…
            </p>
          ) : items.length === 0 ? (
            <p className="mt-3 text-stone-700">
              The library has no pictures yet: upload one below.
            </p>
          ) : (
            <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => choose(markdownSnippet(item))}
                    className="flex w-full flex-col gap-1.5 rounded-lg p-1.5 text-left text-sm text-ink ring-1 ring-stone-200 hover:ring-brand focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <Thumbnail item={item} />
                    <span className="line-clamp-2">
                      <span className="sr-only">Insert </span>
                      {item.alt}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="picker-upload-heading"
          className="mt-8 border-t border-stone-200 pt-6"
        >
          <h3 id="picker-upload-heading" className="text-lg font-semibold text-brand-strong">
            Or upload a new one
          </h3>
          <p className="mt-1 text-sm text-stone-700">
            It is added to the{" "}
            <Link to="/admin/media" className="font-semibold text-brand-strong underline">
              media library
            </Link>{" "}
            and put in the text. You can also drop or paste a picture onto the text.
          </p>
          <upload.Form
            method="post"
            action={PICKER}
            encType="multipart/form-data"
            {...formProps}
            // The dialog is drawn outside the editor's form but React passes its events up to
            // it: the editor must not take this form's sending for its own.
            onSubmit={(event) => {
              event.stopPropagation();
              formProps.onSubmit(event);
            }}
            noValidate
            className="mt-4 grid gap-4 md:grid-cols-2"
          >
            <UploadFields
              form={form}
              fields={fields}
              submit={
                <Button type="submit" pending={upload.state !== "idle"} pendingLabel="Uploading…">
                  Upload and insert
                </Button>
              }
            />
          </upload.Form>
        </section>
      </Modal>
    </>
  );
}
