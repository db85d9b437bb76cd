import { useDeferredValue, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { controlClasses, panelClasses } from "~/features/admin/components";
import { cn } from "~/lib/cn";
import { IMAGE_ACCEPT, uploadUrl } from "~/lib/uploads/rules";
import { renderPostMarkdown } from "../markdown";
import type { EditorState, PostFieldName } from "../schema";

const FIELD_LABELS: Record<PostFieldName, string> = {
  title: "Title",
  slug: "Slug",
  excerpt: "Summary",
  body: "Post (Markdown)",
  tags: "Tags",
  authorName: "Author",
  cover: "Cover image",
  coverAlt: "Cover image description",
  publishAt: "Publish at",
};

function fieldId(name: PostFieldName) {
  return `post-${name}`;
}

function Label({ name, optional }: { name: PostFieldName; optional?: boolean }) {
  return (
    <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-ink">
      {FIELD_LABELS[name]}
      {optional ? <span className="font-normal text-stone-700"> (optional)</span> : null}
    </label>
  );
}

function describedBy(name: PostFieldName, error: string | undefined, hint: boolean) {
  const ids = [hint ? `${fieldId(name)}-hint` : null, error ? `${fieldId(name)}-error` : null];
  return ids.filter(Boolean).join(" ") || undefined;
}

function Hint({ name, children }: { name: PostFieldName; children: React.ReactNode }) {
  return (
    <p id={`${fieldId(name)}-hint`} className="mt-1 text-sm text-stone-700">
      {children}
    </p>
  );
}

function ErrorText({ name, error }: { name: PostFieldName; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${fieldId(name)}-error`} className="mt-1.5 text-sm font-medium text-red-800">
      {error}
    </p>
  );
}

/**
 * The post editor: a real multipart form (works without JavaScript), with a live preview made
 * in the browser by the same Markdown + sanitiser pipeline as the public page.
 */
export function PostEditor({
  state,
  published,
}: {
  state: EditorState;
  /** Whether the post is already published or scheduled (changes the main button's words). */
  published: boolean;
}) {
  const { values, errors, formError } = state;
  const [body, setBody] = useState(values.body);
  const deferredBody = useDeferredValue(body);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const errorEntries = Object.entries(errors) as [PostFieldName, string][];
  const input = (name: PostFieldName) => ({
    id: fieldId(name),
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(
      name,
      errors[name],
      ["slug", "tags", "excerpt", "body", "publishAt", "cover", "coverAlt"].includes(name),
    ),
  });

  return (
    <Form method="post" encType="multipart/form-data" noValidate className="mt-6">
      {formError ? (
        <div
          role="alert"
          className="mb-6 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900"
          tabIndex={-1}
        >
          <p className="font-semibold">{formError}</p>
          {errorEntries.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {errorEntries.map(([name, message]) => (
                <li key={name}>
                  <a href={`#${fieldId(name)}`} className="underline">
                    {FIELD_LABELS[name]}: {message}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-5 md:grid-cols-2">
        <div className="md:col-span-2">
          <Label name="title" />
          <input
            {...input("title")}
            type="text"
            defaultValue={values.title}
            aria-required="true"
            className={controlClasses}
          />
          <ErrorText name="title" error={errors.title} />
        </div>
        <div>
          <Label name="slug" optional />
          <Hint name="slug">
            The address: /blog/<em>slug</em>. Leave empty to make one from the title. When it
            changes, the old address keeps working.
          </Hint>
          <input
            {...input("slug")}
            type="text"
            defaultValue={values.slug}
            className={controlClasses}
          />
          <ErrorText name="slug" error={errors.slug} />
        </div>
        <div>
          <Label name="authorName" />
          <input
            {...input("authorName")}
            type="text"
            defaultValue={values.authorName}
            aria-required="true"
            autoComplete="name"
            className={controlClasses}
          />
          <ErrorText name="authorName" error={errors.authorName} />
        </div>
        <div>
          <Label name="tags" optional />
          <Hint name="tags">Separated by commas, e.g. academy, events.</Hint>
          <input
            {...input("tags")}
            type="text"
            defaultValue={values.tags}
            className={controlClasses}
          />
          <ErrorText name="tags" error={errors.tags} />
        </div>
        <div>
          <Label name="publishAt" optional />
          <Hint name="publishAt">
            UK time. Leave empty to publish now; a later time schedules the post.
          </Hint>
          <input
            {...input("publishAt")}
            type="datetime-local"
            defaultValue={values.publishAt}
            className={controlClasses}
          />
          <ErrorText name="publishAt" error={errors.publishAt} />
        </div>
        <div className="md:col-span-2">
          <Label name="excerpt" optional />
          <Hint name="excerpt">
            One or two sentences for the blog list, the feed and search engines. Leave empty to use
            the start of the post.
          </Hint>
          <textarea
            {...input("excerpt")}
            rows={2}
            defaultValue={values.excerpt}
            className={controlClasses}
          />
          <ErrorText name="excerpt" error={errors.excerpt} />
        </div>
      </div>

      <div className="mt-6 grid gap-5 lg:grid-cols-2">
        <div>
          <Label name="body" />
          <Hint name="body">
            Markdown: ## heading, **bold**, *italic*, [link](https://…), - list. Scripts and unsafe
            links are removed.
          </Hint>
          <textarea
            {...input("body")}
            rows={22}
            aria-required="true"
            defaultValue={values.body}
            onChange={(event) => setBody(event.currentTarget.value)}
            className={cn(controlClasses, "font-mono text-sm")}
          />
          <ErrorText name="body" error={errors.body} />
        </div>
        <section aria-labelledby="preview-heading" className="flex flex-col">
          <h2 id="preview-heading" className="text-sm font-semibold text-ink">
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
            data-testid="post-preview"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by js-xss in renderPostMarkdown
            dangerouslySetInnerHTML={{ __html: renderPostMarkdown(deferredBody) }}
          />
        </section>
      </div>

      <fieldset className="mt-6 grid gap-5 rounded-2xl border border-stone-300 p-5 md:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-ink">Cover image</legend>
        <div>
          {values.existingCover ? (
            <div className="mb-3">
              <img
                src={uploadUrl(values.existingCover)}
                alt="Current cover"
                className="max-h-40 rounded-lg ring-1 ring-stone-200"
              />
              <input type="hidden" name="existingCover" value={values.existingCover} />
              <label className="mt-2 flex items-center gap-2 text-sm">
                <input type="checkbox" name="removeCover" className="size-4" />
                Remove the cover image
              </label>
            </div>
          ) : null}
          <Label name="cover" optional />
          <Hint name="cover">
            JPEG, PNG or WebP, up to 10MB. It is resized and saved as WebP, without its camera data
            (EXIF).
          </Hint>
          <input
            {...input("cover")}
            type="file"
            accept={IMAGE_ACCEPT}
            className="mt-1.5 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-soft file:px-4 file:py-2 file:font-semibold file:text-brand-strong"
          />
          <ErrorText name="cover" error={errors.cover} />
        </div>
        <div>
          <Label name="coverAlt" />
          <Hint name="coverAlt">
            Needed with a cover: what the picture shows, for people who cannot see it.
          </Hint>
          <input
            {...input("coverAlt")}
            type="text"
            defaultValue={values.coverAlt}
            className={controlClasses}
          />
          <ErrorText name="coverAlt" error={errors.coverAlt} />
        </div>
      </fieldset>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          name="intent"
          value="publish"
          pending={submitting === "publish"}
          pendingLabel="Publishing..."
        >
          {published ? "Save and keep published" : "Publish"}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="draft"
          variant="outline"
          pending={submitting === "draft"}
          pendingLabel="Saving..."
        >
          {published ? "Save as draft (unpublish)" : "Save draft"}
        </Button>
        <Button type="submit" name="intent" value="preview" variant="ghost">
          Update preview
        </Button>
        <Link to="/admin/blog" className="text-sm font-semibold text-brand-strong underline">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
