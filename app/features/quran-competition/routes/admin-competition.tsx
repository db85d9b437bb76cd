import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { MarkPaidForm } from "~/components/ui/mark-paid-form";
import { requireAdmin } from "~/features/accounts/index.server";
import { pageMeta } from "~/lib/meta";
import { adminMarkPaid, adminMoveGroup, byCategoryAndGroup, listEntries } from "../admin.server";
import { GROUP_MAX, GROUP_MIN, groupOptions, STATUS } from "../rules";
import type { Route } from "./+types/admin-competition";

export const meta = () =>
  pageMeta({ title: "Competition registrations", description: "Admin: Qur'an Competition." });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const entries = await listEntries();
  return { total: entries.length, categories: byCategoryAndGroup(entries) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  if (intent === "mark-paid") return { message: await adminMarkPaid(user, id) };
  if (intent === "move")
    return { message: await adminMoveGroup(user, id, String(form.get("group") ?? "")) };
  return data({ message: "Unknown action." }, { status: 400 });
}

const CAPACITY_TEXT = {
  under: `below ${GROUP_MIN}`,
  ok: "within capacity",
  full: "full",
  over: `over ${GROUP_MAX}`,
} as const;

export default function AdminCompetitionPage() {
  const { total, categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div>
      <h1 className="text-2xl font-semibold text-brand-strong">Competition registrations</h1>
      {result?.message ? (
        <p role="status" className="mt-4 rounded-lg bg-brand-soft p-3 font-medium">
          {result.message}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <p>{total} registrations in all.</p>
        <a href="/admin/competition/export.csv" className={buttonClasses("outline")} download>
          Export CSV
        </a>
      </div>
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`cat-${category.id}`} className="mt-8">
          <h2 id={`cat-${category.id}`} className="text-xl font-semibold text-brand-strong">
            {category.name}
          </h2>
          {category.groups.map((group) => (
            <div key={group.id} className="mt-4">
              <h3 className="font-semibold">
                <Link
                  to={`/admin/competition/scores/${category.id}/${encodeURIComponent(group.id)}`}
                  className="text-brand-strong underline"
                >
                  {group.label}
                </Link>
                : {group.count} of {GROUP_MIN}–{GROUP_MAX} ({CAPACITY_TEXT[group.capacity]}
                ), {group.paid} paid
              </h3>
              {group.entries.length === 0 ? (
                <p className="text-sm text-stone-700">No participants yet.</p>
              ) : (
                <div className="mt-2 overflow-x-auto">
                  <table className="w-full min-w-[48rem] text-left text-sm">
                    <caption className="sr-only">
                      {category.name}, {group.label}
                    </caption>
                    <thead>
                      <tr className="border-b border-stone-300">
                        <th className="p-2">Participant</th>
                        <th className="p-2">Age</th>
                        <th className="p-2">Contact</th>
                        <th className="p-2">Status</th>
                        <th className="p-2">Actions</th>
                      </tr>
                    </thead>
                    <tbody>
                      {group.entries.map((entry) => (
                        <tr key={entry.id} className="border-b border-stone-200 align-top">
                          <td className="p-2">
                            {entry.participant}
                            <span className="block text-stone-600">{entry.gender}</span>
                          </td>
                          <td className="p-2">{entry.age}</td>
                          <td className="p-2">
                            {entry.parentName}
                            <span className="block">{entry.parentEmail}</span>
                            <span className="block">{entry.parentPhone}</span>
                          </td>
                          <td className="p-2">
                            {entry.status}
                            {entry.paidBy ? (
                              <span className="block text-stone-600">{entry.paidBy}</span>
                            ) : null}
                          </td>
                          <td className="space-y-2 p-2">
                            {entry.status === STATUS.pending ? (
                              <MarkPaidForm id={entry.id} who={entry.participant} />
                            ) : null}
                            {groupOptions(entry.category).length > 1 ? (
                              <Form method="post" className="flex items-end gap-2">
                                <input type="hidden" name="id" value={entry.id} />
                                <label className="text-xs font-semibold">
                                  Move {entry.participant} to
                                  <select
                                    name="group"
                                    defaultValue={entry.group}
                                    className="mt-1 block rounded border border-stone-400 px-2 py-1 text-sm"
                                  >
                                    {groupOptions(entry.category).map((option) => (
                                      <option key={option.id} value={option.id}>
                                        {option.label}
                                      </option>
                                    ))}
                                  </select>
                                </label>
                                <Button type="submit" name="intent" value="move" variant="outline">
                                  Move
                                </Button>
                              </Form>
                            ) : null}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
