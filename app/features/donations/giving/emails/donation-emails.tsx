import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { Button, Section, Text } from "#app/lib/email/components";
import { EmailLayout, FieldList, SignOff } from "#app/lib/email/templates/email-layout";
import { pounds } from "#app/lib/money";
import { giftAidValue } from "../../rules";

export interface ReceiptDetails {
  firstName: string;
  fundName: string;
  amountPence: number;
  /** "24 November 2026", UK date of the payment. */
  paidOn: string;
  monthly: boolean;
  giftAid: boolean;
  /** Fitrana / Fidya: "3 people at £5.00". */
  people: string | null;
  /** The donor's page: cancel or change a monthly donation, cancel the Gift Aid declaration. */
  manageUrl: string;
}

/** The receipt of every payment (decision 0278), the one-off gift or each month's. */
export function DonationReceiptEmail({ receipt }: { receipt: ReceiptDetails }) {
  const site = useSiteSettings();
  const amount = pounds(receipt.amountPence);
  return (
    <EmailLayout
      preview={`Receipt for your donation of ${amount}`}
      heading="Thank you for your donation"
    >
      <Text>Assalamu alaikum {receipt.firstName},</Text>
      <Text>
        {receipt.monthly
          ? `We have received this month's donation of ${amount} to the ${receipt.fundName}. May Allah reward you for your continued support.`
          : `We have received your donation of ${amount} to the ${receipt.fundName}. May Allah accept it from you and reward you.`}
      </Text>
      <FieldList
        fields={[
          ["Fund", receipt.fundName],
          ["Amount", amount],
          ...(receipt.people ? [["For", receipt.people] as [string, string]] : []),
          ["Date", receipt.paidOn],
          ["Type", receipt.monthly ? "Monthly donation" : "One-off donation"],
          [
            "Gift Aid",
            receipt.giftAid
              ? `Yes: we will claim ${pounds(giftAidValue(receipt.amountPence))} from HMRC`
              : "Not claimed",
          ],
          ["Received by", site.name],
          ...(site.charityNumber
            ? [["Registered charity number", site.charityNumber] as [string, string]]
            : []),
        ]}
      />
      <Section>
        <Button href={receipt.manageUrl}>
          {receipt.monthly ? "Change or cancel your monthly donation" : "Manage your donation"}
        </Button>
      </Section>
      <Text>
        {receipt.giftAid
          ? "You can cancel your Gift Aid declaration at any time on the same page. Please tell us if you change your name or home address, or no longer pay enough tax on your income or capital gains."
          : "Keep this email as your receipt."}
      </Text>
      <SignOff />
    </EmailLayout>
  );
}
