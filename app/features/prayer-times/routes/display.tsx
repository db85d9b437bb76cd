import { publicPageHeaders } from "#app/lib/http/cache-control";
import { requestNow } from "#app/lib/http/clock.server";
import { useNonce } from "#app/lib/http/nonce";
import { pageMeta, settingsFromMatches } from "#app/lib/meta";
import displayScript from "../display/display-client.ts?worker&url";
import { DisplayScreen } from "../display/display-screen";
import { rotationItems } from "../display/rotation";
import { screenState } from "../display/screen-state";
import { displayData, screenParam } from "../display.server";
import type { Route } from "./+types/display";

export const headers = publicPageHeaders;

/** The screens ship their own small script instead of React (see the root layout). */
export const handle = { hydrate: false };

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: location.pathname.startsWith("/tv") ? "Prayer times TV" : "Prayer times display",
    description: `${settingsFromMatches(matches).name} prayer times for the wall screen`,
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const variant = new URL(request.url).pathname.startsWith("/tv") ? "tv" : "display";
  return { data: await displayData(requestNow(request), screenParam(request)), variant } as const;
}

export default function Display({ loaderData }: Route.ComponentProps) {
  const { data, variant } = loaderData;
  const nonce = useNonce();
  return (
    <>
      <DisplayScreen
        state={screenState(data, data.generatedAt)}
        variant={variant}
        layout={data.layout}
        rotation={rotationItems(data, data.generatedAt)}
        now={data.generatedAt}
      />
      <script
        id="screen-data"
        type="application/json"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own JSON, with "<" escaped
        dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
      />
      {/* Built as a classic script; the dev server serves it as a module. */}
      <script
        src={displayScript}
        type={import.meta.env.DEV ? "module" : undefined}
        nonce={nonce}
        defer
      />
    </>
  );
}
