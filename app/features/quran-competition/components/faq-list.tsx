import { faq } from "../content";
import { useEdition } from "./edition-context";

export function FaqList() {
  const edition = useEdition();
  return (
    <dl className="mt-4 space-y-4" data-testid="faq-list">
      {faq(edition).map((item) => (
        <div key={item.question}>
          <dt className="font-semibold text-ink">{item.question}</dt>
          <dd className="mt-1 text-stone-800">{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
