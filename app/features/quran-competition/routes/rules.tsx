import { Link } from "react-router";
import { Container, PageHeader } from "#app/components/ui/container";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { requestNow } from "#app/lib/http/clock.server";
import { pageMeta } from "#app/lib/meta";
import { EditionProvider } from "../components/edition-context";
import { FaqList } from "../components/faq-list";
import { editionText } from "../editions";
import { editionAt } from "../editions.server";
import { CATEGORIES } from "../rules";
import type { Route } from "./+types/rules";

export const headers = publicPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  return { edition: editionText(await editionAt(requestNow(request))) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Qur'an Competition Rules",
    description: `The rules of the Winter Qur'an Competition at ${loaderData?.edition.venue ?? "Watford Islamic Centre"} on ${loaderData?.edition.dateText ?? ""}: categories, groups, prizes and scoring.`,
  });
}

export default function CompetitionRulesPage({ loaderData }: Route.ComponentProps) {
  const { edition } = loaderData;
  return (
    <EditionProvider value={edition}>
      <PageHeader
        title="Qur'an Competition Rules"
        lead={`Winter Qur'an Competition · ${edition.dateText} · ages ${edition.minAge}–${edition.maxAge}`}
      />
      <Container width="text" className="space-y-10 py-10 text-stone-800">
        <section aria-labelledby="general">
          <h2 id="general" className="text-2xl font-semibold text-brand-strong">
            General rules
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5">
            <li>
              The competition takes place on {edition.dateText} at {edition.venue}.
            </li>
            <li>
              Participants must be aged {edition.minAge} to {edition.maxAge}. Children are
              registered by a parent or guardian.
            </li>
            <li>
              The registration fee is {edition.feeLabel} per participant and category, fully
              refundable upon participation.
            </li>
            <li>
              A participant may enter a category once; entering several categories needs one
              registration for each.
            </li>
            <li>
              Participants compete in groups of {edition.groupMin} to {edition.groupMax}. The
              organisers may move a participant to another group of the same category to balance the
              groups.
            </li>
            <li>The judges' decisions are final. Equal totals are settled by the judges.</li>
          </ul>
          {edition.rulesText ? (
            <p className="mt-4 whitespace-pre-line" data-testid="edition-rules">
              {edition.rulesText}
            </p>
          ) : null}
        </section>

        <section aria-labelledby="categories">
          <h2 id="categories" className="text-2xl font-semibold text-brand-strong">
            Categories, groups and prizes
          </h2>
          {CATEGORIES.map((category) => (
            <div key={category.id} className="mt-5">
              <h3 className="text-xl font-semibold text-ink">
                {category.id}. {category.name}
              </h3>
              <p className="mt-1">{category.summary}</p>
              <table className="mt-2 w-full text-left">
                <caption className="sr-only">Groups and prizes of {category.name}</caption>
                <thead>
                  <tr className="border-b border-stone-300">
                    <th scope="col" className="py-1">
                      Group
                    </th>
                    <th scope="col" className="py-1">
                      Prize
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {category.groups.map((group) => (
                    <tr key={group.id} className="border-b border-stone-200">
                      <td className="py-1">{group.label}</td>
                      <td className="py-1 font-semibold">{group.prize}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </section>

        <section aria-labelledby="scoring">
          <h2 id="scoring" className="text-2xl font-semibold text-brand-strong">
            Scoring
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5">
            <li>
              Categories 1, 2 and 4 are scored out of 30: three criteria of 10 each (memorisation,
              tajweed, fluency and voice).
            </li>
            <li>Category 3 (Qirā'ah) is scored out of 20 (tajweed, fluency and voice).</li>
            <li>In category 3 each recitation lasts 1 to 3 minutes.</li>
          </ul>
        </section>

        <section aria-labelledby="faq" id="faq-section">
          <h2 id="faq" className="text-2xl font-semibold text-brand-strong">
            Frequently asked questions
          </h2>
          <FaqList />
        </section>

        <p className="flex flex-wrap gap-4">
          <Link to="/quran-competition" className="font-semibold text-brand-strong underline">
            Back to the Winter Qur'an Competition
          </Link>
          <Link
            to="/quran-competition#register"
            className="font-semibold text-brand-strong underline"
          >
            Register now
          </Link>
        </p>
      </Container>
    </EditionProvider>
  );
}
