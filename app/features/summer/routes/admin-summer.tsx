import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { MarkPaidForm } from "~/components/ui/mark-paid-form";
import { requireAdmin } from "~/features/accounts/index.server";
import { pageMeta } from "~/lib/meta";
import {
  adminMarkPaid,
  adminRefund,
  beforeStart,
  findRegistrations,
  parseFilters,
  registerFor,
} from "../admin.server";
import {
  ALL_SESSION_DATES,
  OFFERED_PROGRAMMES,
  pounds,
  STATUS,
  STATUSES,
  shortDate,
} from "../rules";
import type { Route } from "./+types/admin-summer";

export const meta = () =>
  pageMeta({
    title: "Summer registrations",
    description: "Admin: summer programme registrations.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const filters = parseFilters(url.searchParams);
  const rows = await findRegistrations(filters);
  return {
    filters,
    query: url.searchParams.toString(),
    rows: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      registrationDate: row.registrationDate,
      parentName: row.parentName,
      parentEmail: row.parentEmail,
      parentPhone: row.parentPhone,
      status: row.status,
      totalPence: row.totalPence,
      paidBy: row.paidBy,
      children: row.children.map((child) => `${child.name} (${child.age})`),
      refundable: row.payments.some((payment) => payment.status === "paid") && beforeStart(row),
    })),
    register: filters.date ? registerFor(rows, filters.date) : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  if (intent === "mark-paid") return { message: await adminMarkPaid(user, id) };
  if (intent === "refund") return { message: await adminRefund(user, id) };
  return data({ message: "Unknown action." }, { status: 400 });
}

const selectClasses =
  "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-sm";

export default function AdminSummerPage() {
  const { filters, rows, register, query } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div>
      <h1 className="text-2xl font-semibold text-brand-strong">Summer registrations</h1>
      {result?.message ? (
        <p role="status" className="mt-4 rounded-lg bg-brand-soft p-3 font-medium">
          {result.message}
        </p>
      ) : null}
      <Form
        method="get"
        className="mt-6 grid gap-3 rounded-2xl border border-stone-300 bg-white p-4 sm:grid-cols-4 sm:items-end"
      >
        <label className="text-sm font-semibold">
          Status
          <select name="status" defaultValue={filters.status} className={selectClasses}>
            <option value="">All</option>
            {STATUSES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          Programme
          <select name="programme" defaultValue={filters.programme} className={selectClasses}>
            <option value="">All</option>
            {OFFERED_PROGRAMMES.map((programme) => (
              <option key={programme.id} value={programme.id}>
                {programme.short}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          Session date
          <select name="date" defaultValue={filters.date} className={selectClasses}>
            <option value="">All</option>
            {ALL_SESSION_DATES.map((date) => (
              <option key={date} value={date}>
                {shortDate(date)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex gap-2">
          <Button type="submit">Filter</Button>
          <a
            href={`/admin/summer/export.csv${query ? `?${query}` : ""}`}
            className={buttonClasses("outline")}
            download
          >
            Export CSV
          </a>
        </div>
      </Form>

      {register ? (
        <section aria-labelledby="register-heading" className="mt-8">
          <h2 id="register-heading" className="text-xl font-semibold text-brand-strong">
            Register for {shortDate(filters.date)} ({register.length} children)
          </h2>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead>
                <tr className="border-b border-stone-300">
                  <th className="p-2">Child</th>
                  <th className="p-2">Age</th>
                  <th className="p-2">Programme</th>
                  <th className="p-2">Early / late</th>
                  <th className="p-2">Emergency contact</th>
                  <th className="p-2">Status</th>
                </tr>
              </thead>
              <tbody>
                {register.map((entry) => (
                  <tr
                    key={`${entry.child}-${entry.parentPhone}-${entry.programme}`}
                    className="border-b border-stone-200"
                  >
                    <td className="p-2">{entry.child}</td>
                    <td className="p-2">{entry.age}</td>
                    <td className="p-2">{entry.programme}</td>
                    <td className="p-2">
                      {[
                        entry.earlyStart ? "Early start" : "",
                        entry.lateFinish ? "Late finish" : "",
                      ]
                        .filter(Boolean)
                        .join(", ") || "–"}
                    </td>
                    <td className="p-2">
                      {entry.parentName}, {entry.parentPhone}
                    </td>
                    <td className="p-2">{entry.status === STATUS.paid ? "Paid" : "Not paid"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-sm text-stone-700">
            Medical information comes on the form parents return by email; check it before the
            session.
          </p>
        </section>
      ) : null}

      <section aria-labelledby="list-heading" className="mt-8">
        <h2 id="list-heading" className="text-xl font-semibold text-brand-strong">
          Registrations ({rows.length})
        </h2>
        {rows.length === 0 ? (
          <p className="mt-3 text-stone-700">No registrations match these filters.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <thead>
                <tr className="border-b border-stone-300">
                  <th className="p-2">Registered</th>
                  <th className="p-2">Parent</th>
                  <th className="p-2">Children</th>
                  <th className="p-2">Total</th>
                  <th className="p-2">Status</th>
                  <th className="p-2">Actions</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-b border-stone-200 align-top">
                    <td className="p-2">{row.registrationDate}</td>
                    <td className="p-2">
                      {row.parentName}
                      <br />
                      <span className="break-all">{row.parentEmail}</span>
                      <br />
                      {row.parentPhone}
                    </td>
                    <td className="p-2">{row.children.join(", ")}</td>
                    <td className="p-2 tabular-nums">{pounds(row.totalPence)}</td>
                    <td className="p-2">
                      {row.status}
                      {row.paidBy ? (
                        <span className="block text-xs text-stone-700">
                          {row.paidBy.startsWith("manual") ? "at the centre" : "by card"}
                        </span>
                      ) : null}
                    </td>
                    <td className="p-2">
                      {row.status === STATUS.pending ? (
                        <MarkPaidForm
                          id={row.id}
                          who={row.parentName}
                          disabled={busy}
                          className="px-3 py-1.5"
                        />
                      ) : null}
                      {row.status === STATUS.paid && row.refundable ? (
                        <Form method="post">
                          <input type="hidden" name="id" value={row.id} />
                          <Button
                            type="submit"
                            name="intent"
                            value="refund"
                            variant="ghost"
                            className="px-3 py-1.5"
                            disabled={busy}
                          >
                            Refund<span className="sr-only"> {row.parentName}</span>
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
      </section>
      <p className="mt-6 text-sm">
        <Link to="/summer" className="text-brand-strong underline">
          View the summer pages
        </Link>
      </p>
    </div>
  );
}
