import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { Button, Section, Text } from "#app/lib/email/components";
import {
  BrandButton,
  EmailLayout,
  FieldList,
  SignOff,
} from "#app/lib/email/templates/email-layout";
import { pounds } from "#app/lib/money";
import { PAYMENT_METHOD } from "../../rules";

export interface RegistrationEmailParams {
  registrationId: string;
  /** The season's name without its year ("Wicked Wednesdays & Weekends"). */
  season_title: string;
  parent_name: string;
  parent_email: string;
  parent_phone: string;
  payment_method: string;
  children_block: string;
  subtotal: number;
  full_week_discount: number;
  sibling_discount: number;
  coupon_discount: number;
  total_amount: number;
  coupon_used: string;
  terms_accepted: string;
  registration_date: string;
  to_email: string;
}

/** The fields of the confirmation email, as label / value pairs. */
function registrationFields(params: RegistrationEmailParams): [string, string][] {
  return [
    ["Parent name", params.parent_name],
    ["Parent email", params.parent_email],
    ["Parent phone", params.parent_phone],
    ["Payment method", params.payment_method],
    ["Subtotal", pounds(params.subtotal)],
    ["Full-week discount", pounds(params.full_week_discount)],
    ["Sibling discount", pounds(params.sibling_discount)],
    ["Coupon discount", pounds(params.coupon_discount)],
    ["Total amount", pounds(params.total_amount)],
    ["Coupon used", params.coupon_used || "None"],
    ["Terms accepted", params.terms_accepted],
    ["Registration date", params.registration_date],
  ];
}

function ChildrenBlock({ block }: { block: string }) {
  return (
    <Section>
      {block.split("\n").map((line) => (
        <Text key={line} style={{ margin: "0 0 8px" }}>
          {line}
        </Text>
      ))}
    </Section>
  );
}

export function RegistrationConfirmationEmail({
  params,
  payUrl,
}: {
  params: RegistrationEmailParams;
  /** The 'pay now' link when online payment is on; otherwise the email explains how to pay. */
  payUrl: string | null;
}) {
  const site = useSiteSettings();
  return (
    <EmailLayout
      preview="Your summer programme registration"
      heading="Summer at WIC: registration received"
    >
      <Text>Assalamu alaikum {params.parent_name},</Text>
      <Text>
        Thank you for registering for {params.season_title}. Your registration is saved with the
        status Pending Payment until the payment of {pounds(params.total_amount)} is received (
        {PAYMENT_METHOD}, full payment).
      </Text>
      {payUrl ? (
        <Section>
          <Text>If you have not paid yet, you can pay securely by card here:</Text>
          <BrandButton href={payUrl}>Pay now</BrandButton>
        </Section>
      ) : (
        <Text>
          How to pay: please pay {pounds(params.total_amount)} at the centre office (
          {site.address.street}, {site.address.town} {site.address.postcode}) by card or cash before
          the first session, or call us on {site.phone.display} to pay by phone. Quote your
          registration reference {params.registrationId.slice(0, 8).toUpperCase()}.
        </Text>
      )}
      <Text>
        Before the first session we will send you the medical information form to fill in and the
        link to the parents' WhatsApp group.
      </Text>
      <ChildrenBlock block={params.children_block} />
      <FieldList fields={registrationFields(params)} />
      <SignOff />
    </EmailLayout>
  );
}

export function RegistrationNotificationEmail({ params }: { params: RegistrationEmailParams }) {
  return (
    <EmailLayout
      preview={`Summer registration from ${params.parent_name}`}
      heading="New summer programme registration"
    >
      <ChildrenBlock block={params.children_block} />
      <FieldList fields={registrationFields(params)} />
      <Text>Status: Pending Payment. Reference {params.registrationId}.</Text>
    </EmailLayout>
  );
}

export function PaymentConfirmationEmail({
  parentName,
  amountPence,
  childrenBlock,
  toCentre,
}: {
  parentName: string;
  amountPence: number;
  childrenBlock: string;
  toCentre: boolean;
}) {
  return (
    <EmailLayout
      preview={`Payment of ${pounds(amountPence)} received`}
      heading={toCentre ? "Summer registration paid" : "Payment received – thank you"}
    >
      <Text>{toCentre ? `${parentName} has paid online.` : `Assalamu alaikum ${parentName},`}</Text>
      <Text>
        We have received the payment of {pounds(amountPence)} for the summer programme registration
        below. Its status is now Paid.
      </Text>
      <ChildrenBlock block={childrenBlock} />
      {toCentre ? null : (
        <Text>
          We will send you the medical information form and the WhatsApp group link before the first
          session.
        </Text>
      )}
      {toCentre ? null : <SignOff />}
    </EmailLayout>
  );
}

/** "Tell me when it opens": the one email sent on the season's opening day. */
export function OpeningNoticeEmail({
  seasonTitle,
  registerUrl,
  summary,
}: {
  seasonTitle: string;
  registerUrl: string;
  /** "23 July to 31 August 2027 · ages 4–16". */
  summary: string;
}) {
  const site = useSiteSettings();
  return (
    <EmailLayout
      preview={`Registration for ${seasonTitle} is now open`}
      heading="Summer registration is open"
    >
      <Text>Assalamu alaikum,</Text>
      <Text>
        Registration for {seasonTitle} at {site.name} is now open ({summary}). You asked us to tell
        you when it opens.
      </Text>
      <Section style={{ margin: "16px 0" }}>
        <Button href={registerUrl}>Register now</Button>
      </Section>
      <Text>
        We send this email once, because you asked for it; there is nothing to unsubscribe from.
      </Text>
      <SignOff />
    </EmailLayout>
  );
}
