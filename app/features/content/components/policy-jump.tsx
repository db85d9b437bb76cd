import { useNavigate } from "react-router";
import { controlClasses } from "#app/components/ui/field";

export interface PolicyLink {
  id: string;
  text: string;
}

function headingFor(id: string): HTMLElement | null {
  return id ? document.getElementById(id) : null;
}

/**
 * "Jump to a policy". Without JavaScript it is a GET form: the server answers
 * ?policy=safeguarding with a redirect to #safeguarding. With JavaScript choosing a policy
 * scrolls to it straight away (focus stays in the list so it can still be browsed by keyboard);
 * "Go" also moves the focus to the policy's heading.
 */
export function PolicyJump({ action, policies }: { action: string; policies: PolicyLink[] }) {
  const navigate = useNavigate();
  const jump = (id: string, { focus }: { focus: boolean }) => {
    const heading = headingFor(id);
    if (!heading) return false;
    if (window.location.hash === `#${id}`) {
      // Already there: navigating to the same address again would reload the page's data.
      heading.scrollIntoView();
    } else {
      // React Router scrolls to the element named by the new hash.
      navigate({ hash: `#${id}` }, { preventScrollReset: true });
    }
    if (focus) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    return true;
  };

  return (
    <form
      method="get"
      action={action}
      className="mb-10 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
      onSubmit={(event) => {
        const value = new FormData(event.currentTarget).get("policy");
        if (typeof value === "string" && jump(value, { focus: true })) event.preventDefault();
      }}
    >
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor="policy-jump" className="block font-semibold text-brand-strong">
          Jump to a policy
        </label>
        <select
          id="policy-jump"
          name="policy"
          defaultValue=""
          className={controlClasses}
          onChange={(event) => jump(event.currentTarget.value, { focus: false })}
        >
          <option value="" disabled>
            Choose a policy…
          </option>
          {policies.map((policy) => (
            <option key={policy.id} value={policy.id}>
              {policy.text}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-strong"
      >
        Go
      </button>
    </form>
  );
}
