import { useEffect, useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { PUSH_MESSAGES } from "../push/messages";
import { type NoticeTopic, noticeTopics, TOPIC_LABELS } from "../topics";

type Support = "checking" | "ready" | "iphone" | "unsupported";

const loadClient = () => import("../push/client");

/** What this browser can do: iPhones and iPads get push only from the Home Screen. */
function browserSupport(): Support {
  const apple =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes("Macintosh") && navigator.maxTouchPoints > 1);
  const pushes =
    "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (pushes) return "ready";
  const standalone = window.matchMedia?.("(display-mode: standalone)").matches;
  return apple && !standalone ? "iphone" : "unsupported";
}

/**
 * "Get notices on this phone": the topics as checkboxes and a button that subscribes this browser
 * to web push (decision 0388). The page carries only this control; the Push API's code comes
 * with the first press. What happened is said in a live region.
 */
export function PushSubscribe() {
  const id = useId();
  const [support, setSupport] = useState<Support>("checking");
  const [chosen, setChosen] = useState<NoticeTopic[]>([]);
  const [subscribed, setSubscribed] = useState<NoticeTopic[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");

  useEffect(() => {
    const found = browserSupport();
    setSupport(found);
    if (found !== "ready") return;
    void loadClient()
      .then((client) => client.currentTopics())
      .then((topics) => {
        if (!topics) return;
        setSubscribed(topics);
        setChosen(topics);
      })
      .catch(() => undefined);
  }, []);

  const toggle = (topic: NoticeTopic, on: boolean) =>
    setChosen((topics) =>
      noticeTopics.filter((each) => (each === topic ? on : topics.includes(each))),
    );

  async function start() {
    if (chosen.length === 0) {
      setStatus(PUSH_MESSAGES.chooseTopic);
      return;
    }
    // Asked before anything is awaited: Safari allows it only within the press.
    const permission = Notification.requestPermission();
    setBusy(true);
    setStatus(PUSH_MESSAGES.working);
    const outcome = await (await loadClient()).subscribe(chosen, permission);
    setBusy(false);
    if (outcome.ok) {
      setSubscribed(outcome.topics);
      setStatus(PUSH_MESSAGES.subscribed(outcome.topics));
    } else
      setStatus(
        outcome.reason === "denied"
          ? PUSH_MESSAGES.denied
          : (outcome.message ?? PUSH_MESSAGES.failed),
      );
  }

  async function stop() {
    setBusy(true);
    const outcome = await (await loadClient()).unsubscribe();
    setBusy(false);
    if (outcome.ok) setSubscribed(null);
    setStatus(outcome.ok ? PUSH_MESSAGES.unsubscribed : PUSH_MESSAGES.failed);
  }

  const usable = support === "ready" || support === "checking";
  return (
    <fieldset
      aria-describedby={`${id}-lead`}
      className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <legend className="px-1 text-xl font-semibold text-brand-strong">
        {PUSH_MESSAGES.legend}
      </legend>
      <p id={`${id}-lead`} className="text-sm text-stone-700">
        {PUSH_MESSAGES.lead}
      </p>
      {usable ? (
        <>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {noticeTopics.map((topic) => (
              <label key={topic} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="topics"
                  value={topic}
                  checked={chosen.includes(topic)}
                  onChange={(event) => toggle(topic, event.currentTarget.checked)}
                  className="size-5 shrink-0 accent-[var(--color-brand)]"
                />
                {TOPIC_LABELS[topic]}
              </label>
            ))}
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              type="button"
              onClick={start}
              pending={busy && !subscribed}
              disabled={support === "checking" || busy}
              onPointerEnter={() => void loadClient()}
            >
              {PUSH_MESSAGES.subscribe}
            </Button>
            {subscribed ? (
              <Button type="button" variant="outline" onClick={stop} disabled={busy}>
                {PUSH_MESSAGES.unsubscribe}
              </Button>
            ) : null}
          </div>
          <noscript>
            <p className="mt-3 text-sm text-stone-700">{PUSH_MESSAGES.noJavaScript}</p>
          </noscript>
        </>
      ) : (
        <p className="mt-3 text-sm text-stone-800">
          {support === "iphone" ? PUSH_MESSAGES.iphone : PUSH_MESSAGES.unsupported}
        </p>
      )}
      <p aria-live="polite" role="status" className="mt-3 text-sm font-medium text-stone-800">
        {status}
      </p>
    </fieldset>
  );
}
