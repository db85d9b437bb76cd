import { Container, PageHeader } from "#app/components/ui/container";
import { FailureAlert } from "#app/components/ui/failure-alert";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { pageMeta, settingsFromMatches } from "#app/lib/meta";
import { DonationForm } from "../components/donation-form";
import { GiveOffline } from "../components/give-offline";
import { donatePage, submitDonation } from "../donate.server";
import type { Route } from "./+types/donate";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const site = settingsFromMatches(matches);
  return pageMeta(matches, {
    title: "Donate",
    description: `Give Sadaqah, Zakat or to the general and building funds of ${site.name}, once or monthly, with Gift Aid if you pay UK tax.`,
  });
}

export const loader = ({ request }: Route.LoaderArgs) => donatePage(request);

export const action = ({ request, context }: Route.ActionArgs) => submitDonation(request, context);

export default function DonatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { online, funds, fund, campaigns } = loaderData;
  const site = useSiteSettings();
  return (
    <>
      <PageHeader
        title="Donate"
        lead={`Your Sadaqah, Zakat and gifts keep the centre open and reach families in need in ${site.address.town}. Every fund is kept apart and used only as it says.`}
      />
      {online && fund ? (
        <Container className="grid gap-10 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <DonationForm
            funds={funds}
            fund={fund}
            campaigns={campaigns}
            lastResult={actionData?.result}
          />
          <aside aria-label="Other ways to give">
            <GiveOffline className="content-start" />
          </aside>
        </Container>
      ) : (
        <Container className="py-10">
          {actionData?.result.error?.[""]?.map((message) => (
            <FailureAlert key={message} message={message} className="mb-6 mt-0" />
          ))}
          <p className="mb-6 text-lg text-stone-800">
            Online giving is not available at the moment. You can still give:
          </p>
          <GiveOffline className="sm:grid-cols-2" />
        </Container>
      )}
    </>
  );
}
