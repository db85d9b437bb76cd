import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { ConfirmForm } from "#app/components/admin/confirm-form";
import { AdminPageTitle, linkClasses, panelClasses } from "#app/components/admin/page";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import { ErrorSummary } from "#app/components/ui/field";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { actionAnswer, BUTTONS } from "#app/lib/forms";
import { formError, formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminMeta } from "#app/lib/meta";
import { refusedVersion, saveCheck } from "#app/lib/versions";
import { KindBadge } from "../components/kind-badge";
import { NoticeForm } from "../components/notice-form";
import { ADMIN_NOTICES_MESSAGES as M } from "../messages";
import {
  createNotice,
  deleteNotice,
  endNotice,
  noticeForEditor,
  updateNotice,
} from "../notices.server";
import { defaultTimes } from "../rules";
import { type NoticeFormValues, noticeFormSchema, noticeFromForm } from "../schema";
import { DEFAULT_TOPIC } from "../topics";
import type { Route } from "./+types/admin-notice";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(
    matches,
    loaderData?.notice ? `Edit “${loaderData.notice.title}”` : M.newTitle,
    M.description,
  );
}

/** /admin/notices/new, or a notice's id; null when the address names no notice. */
function idFrom(params: { id: string }): number | "new" | null {
  if (params.id === "new") return "new";
  return /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
}

const notFound = () => data(M.gone, { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = idFrom(params);
  if (id === "new") {
    const values: NoticeFormValues = {
      title: "",
      body: "",
      link: "",
      kind: "general",
      topic: DEFAULT_TOPIC.general,
      ...defaultTimes(requestNow(request)),
      onSite: true,
      onScreens: "none",
      byPush: false,
      byEmail: false,
      deceasedName: "",
      familyConsent: false,
      prayer: "",
      place: "",
      burial: "",
    };
    return { notice: null, values };
  }
  const notice = id === null ? null : await noticeForEditor(id, requestNow(request));
  if (!notice) throw notFound();
  return { notice, values: notice.values };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const id = idFrom(params);
  if (id === null) throw notFound();
  const now = new Date(requestNow(request));
  const form = await request.formData();
  const intent = form.get("intent");
  if (id !== "new" && (intent === "end" || intent === "delete")) {
    const done = intent === "end" ? await endNotice(id, user, now) : await deleteNotice(id, user);
    if (!done) return formError(M.gone, 404, { formId: BUTTONS });
    return intent === "end"
      ? redirectWithToast(`/admin/notices/${id}`, { type: "success", message: M.ended })
      : redirectWithToast("/admin/notices", { type: "success", message: M.deleted });
  }
  const submission = parseWithZod(form, { schema: noticeFormSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const input = noticeFromForm(submission.value);
  if (id === "new") {
    const created = await createNotice(input, user, now);
    return redirectWithToast(`/admin/notices/${created?.id ?? ""}`, {
      type: "success",
      message: M.created,
    });
  }
  const saved = await updateNotice(id, input, user, saveCheck(form, submission.value), now);
  if ("stale" in saved) return staleSaveFailure(submission, "notice", saved);
  return redirectWithToast(`/admin/notices/${id}`, { type: "success", message: M.saved });
}

export default function AdminNotice({ loaderData, actionData }: Route.ComponentProps) {
  const { notice, values } = loaderData;
  const { lastResult, buttonErrors } = actionAnswer(actionData);
  return (
    <>
      <AdminPageTitle
        back={{ to: "/admin/notices", label: "All notices" }}
        title={notice ? M.editTitle : M.newTitle}
        lead={
          notice ? (
            <span className="flex flex-wrap items-center gap-2">
              <KindBadge kind={notice.kind} />
              {notice.published ? (
                <Link to={`/notices/${notice.id}`} className={linkClasses}>
                  {M.view}
                </Link>
              ) : null}
            </span>
          ) : (
            M.lead
          )
        }
      />
      <ErrorSummary formErrors={buttonErrors} className="mt-4" />
      <div className={cn(panelClasses, "mt-6 p-5")}>
        <NoticeForm
          key={notice ? `${notice.id}-${notice.version}` : "new"}
          defaultValue={values}
          lastResult={lastResult}
          // After a refused save, the form carries the newest version: saving again replaces it.
          version={refusedVersion(actionData) ?? notice?.version ?? null}
          isNew={!notice}
        />
      </div>
      {notice ? (
        <section
          aria-labelledby="end-heading"
          className={cn(panelClasses, "mt-10 flex flex-wrap items-center gap-4 p-5")}
        >
          <h2 id="end-heading" className="w-full text-lg font-semibold text-brand-strong">
            {M.endOrDelete}
          </h2>
          <ConfirmForm question={M.endNowQuestion}>
            <input type="hidden" name="intent" value="end" />
            <Button type="submit" variant="outline">
              {M.endNow}
            </Button>
          </ConfirmForm>
          <ConfirmForm question={M.deleteQuestion}>
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="danger">
              {M.delete}
            </Button>
          </ConfirmForm>
        </section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
