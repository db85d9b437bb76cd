import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { Button, Text } from "#app/lib/email/components";
import { EmailLayout } from "#app/lib/email/templates/email-layout";

/** The button in the centre's brand colour (from the settings). */
const buttonStyle = (brand: string) => ({
  backgroundColor: brand,
  color: "#ffffff",
  padding: "12px 20px",
  borderRadius: "999px",
  fontWeight: 700,
  textDecoration: "none",
});

export function WelcomeEmail({
  name,
  dashboardUrl,
  confirmUrl,
}: {
  name: string;
  dashboardUrl: string;
  confirmUrl: string;
}) {
  const site = useSiteSettings();
  return (
    <EmailLayout preview={`Welcome to ${site.name}`} heading={`Welcome, ${name}`}>
      <Text>
        Your account at {site.name} is ready. From your dashboard you can manage your details and
        your directory listings.
      </Text>
      <Button href={dashboardUrl} style={buttonStyle(site.colours.brand)}>
        Open my dashboard
      </Button>
      <ConfirmEmailText confirmUrl={confirmUrl} />
      <Text>
        If you did not create this account, please reply to this email and we will remove it.
      </Text>
    </EmailLayout>
  );
}

/** The confirmation link, in the welcome email and on its own when asked for again. */
function ConfirmEmailText({ confirmUrl }: { confirmUrl: string }) {
  const site = useSiteSettings();
  return (
    <>
      <Text>
        Please also confirm that this email address is yours, so that "Download my data" can include
        the forms and registrations you send with it. The link works for 7 days:
      </Text>
      <Button href={confirmUrl} style={buttonStyle(site.colours.brand)}>
        Confirm my email address
      </Button>
      <Text>Or paste this address into your browser: {confirmUrl}</Text>
    </>
  );
}

export function ConfirmEmailEmail({ name, confirmUrl }: { name: string; confirmUrl: string }) {
  return (
    <EmailLayout preview="Confirm your email address" heading="Confirm your email address">
      <Text>Assalamu alaikum {name},</Text>
      <ConfirmEmailText confirmUrl={confirmUrl} />
      <Text>If you did not ask for this, you can ignore this email.</Text>
    </EmailLayout>
  );
}

export function PasswordResetEmail({ name, resetUrl }: { name: string; resetUrl: string }) {
  const site = useSiteSettings();
  return (
    <EmailLayout preview="Reset your password" heading="Reset your password">
      <Text>Assalamu alaikum {name},</Text>
      <Text>
        We received a request to reset the password of your {site.name} account. The link below
        works once, within one hour.
      </Text>
      <Button href={resetUrl} style={buttonStyle(site.colours.brand)}>
        Choose a new password
      </Button>
      <Text>Or paste this address into your browser: {resetUrl}</Text>
      <Text>
        If you did not ask for this, you can ignore this email: your password stays the same.
      </Text>
    </EmailLayout>
  );
}
