import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { ConfirmForm } from "#app/components/admin/confirm-form";
import { AdminPageTitle, panelClasses } from "#app/components/admin/page";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { formError, formFailure, staleSaveFailure, withLfLineEnds } from "#app/lib/forms.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { renderMarkdown } from "#app/lib/markdown/render";
import { adminMeta } from "#app/lib/meta";
import { refusedVersion, saveCheck } from "#app/lib/versions";
import { TOPIC_LABELS } from "../../topics";
import { IssueEditor } from "../components/issue-editor";
import { IssueProgressPanel } from "../components/issue-progress";
import {
  findIssue,
  issueForEditor,
  parseIssueId,
  saveIssue,
  sendIssue,
  subscriberCounts,
} from "../issues.server";
import { NEWSLETTER_MESSAGES } from "../messages";
import { type IssueValues, issueSchema } from "../schema";
import { sendTest } from "../send.server";
import type { Route } from "./+types/admin-newsletter-issue";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const subject = loaderData?.issue?.values.subject;
  return adminMeta(
    matches,
    subject ? `Newsletter “${subject}”` : NEWSLETTER_MESSAGES.newIssue,
    "A newsletter.",
  );
}

const notFound = () => data(NEWSLETTER_MESSAGES.issueNotFound, { status: 404 });

/** /admin/newsletter/new, or an issue's id. */
function idFrom(params: { id: string }): number | "new" | null {
  return params.id === "new" ? "new" : parseIssueId(params.id);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const id = idFrom(params);
  if (id === "new") {
    const values: IssueValues = { subject: "", topic: "events", body: "" };
    return { issue: null, values, email: user.email, subscribers: null, html: "" };
  }
  const issue = id === null ? null : await issueForEditor(id);
  if (!issue) throw notFound();
  const counts = await subscriberCounts();
  return {
    issue,
    values: issue.values,
    email: user.email,
    subscribers: counts.byTopic[issue.values.topic],
    html: issue.status === "draft" ? "" : renderMarkdown(issue.values.body).html,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const id = idFrom(params);
  if (id === null) throw notFound();
  const form = withLfLineEnds(await request.formData());
  const intent = form.get("intent");
  if (intent === "send" && id !== "new") {
    if (!(await sendIssue(user, id))) return formError(NEWSLETTER_MESSAGES.alreadySending, 409);
    return redirectWithToast(`/admin/newsletter/${id}`, {
      type: "success",
      message: NEWSLETTER_MESSAGES.sendingStarted,
    });
  }
  const submission = parseWithZod(form, { schema: issueSchema });
  if (intent === "preview")
    return { result: { initialValue: submission.reply().initialValue }, preview: true };
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  let saved: Awaited<ReturnType<typeof saveIssue>>;
  try {
    saved = await saveIssue(
      user,
      id === "new" ? null : id,
      submission.value,
      saveCheck(form, submission.value),
    );
  } catch (error) {
    logger.error({ error: errorForLog(error) }, "newsletter not saved");
    return formFailure(submission.reply({ formErrors: [NEWSLETTER_MESSAGES.saveFailed] }), 503);
  }
  if (saved === "gone") throw notFound();
  if (saved === "not-draft")
    return formFailure(submission.reply({ formErrors: [NEWSLETTER_MESSAGES.alreadySending] }), 409);
  if ("stale" in saved) return staleSaveFailure(submission, "newsletter", saved);
  if (intent === "test") {
    const issue = await findIssue(saved.id);
    if (issue) await sendTest(issue, user.email);
    return redirectWithToast(`/admin/newsletter/${saved.id}`, {
      type: "success",
      message: NEWSLETTER_MESSAGES.testSent(user.email),
    });
  }
  return redirectWithToast(`/admin/newsletter/${saved.id}`, {
    type: "success",
    message: NEWSLETTER_MESSAGES.issueSaved,
  });
}

export default function AdminNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, values, subscribers, html } = loaderData;
  const answer = actionData && "result" in actionData ? actionData : undefined;
  const topic = TOPIC_LABELS[values.topic];
  return (
    <>
      <AdminPageTitle
        back={{ to: "/admin/newsletter", label: "All newsletters" }}
        title={issue ? values.subject : NEWSLETTER_MESSAGES.newIssue}
        lead={`To the confirmed subscribers of: ${topic}.`}
      />
      {issue && issue.status !== "draft" ? (
        <>
          <IssueProgressPanel progress={issue.progress} />
          <section aria-labelledby="sent-heading" className={cn(panelClasses, "mt-6 p-5")}>
            <h2 id="sent-heading" className="text-lg font-semibold text-brand-strong">
              What was sent
            </h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the Markdown renderer */}
            <div className="prose-content mt-3" dangerouslySetInnerHTML={{ __html: html }} />
          </section>
        </>
      ) : (
        <>
          <IssueEditor
            key={answer ? "sent" : `loaded-${issue?.version ?? "new"}`}
            lastResult={answer?.result}
            defaultValue={values}
            version={refusedVersion(answer) ?? issue?.version ?? null}
            isNew={!issue}
          />
          {issue ? (
            <section aria-labelledby="send-heading" className={cn(panelClasses, "mt-10 p-5")}>
              <h2 id="send-heading" className="text-lg font-semibold text-brand-strong">
                Send
              </h2>
              <p className="mt-2 text-stone-700">
                The saved newsletter goes to {subscribers ?? 0} confirmed {topic} subscriber
                {subscribers === 1 ? "" : "s"}, after every other email, at the rate the mail
                provider allows. Save your changes first.
              </p>
              <ConfirmForm
                question={NEWSLETTER_MESSAGES.sendQuestion(topic, subscribers ?? 0)}
                className="mt-4"
              >
                <input type="hidden" name="intent" value="send" />
                <Button type="submit">Send to {topic} subscribers</Button>
              </ConfirmForm>
            </section>
          ) : null}
        </>
      )}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
