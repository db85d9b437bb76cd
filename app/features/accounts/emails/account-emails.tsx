import { Button, Text } from "@react-email/components";
import { site } from "~/lib/config/site";
import { EmailLayout } from "~/lib/email/templates/email-layout";

const buttonStyle = {
  backgroundColor: site.colours.brand,
  color: "#ffffff",
  padding: "12px 20px",
  borderRadius: "999px",
  fontWeight: 700,
  textDecoration: "none",
};

export function WelcomeEmail({ name, dashboardUrl }: { name: string; dashboardUrl: string }) {
  return (
    <EmailLayout preview={`Welcome to ${site.name}`} heading={`Welcome, ${name}`}>
      <Text>
        Your account at {site.name} is ready. From your dashboard you can manage your details and,
        soon, your directory listings.
      </Text>
      <Button href={dashboardUrl} style={buttonStyle}>
        Open my dashboard
      </Button>
      <Text>
        If you did not create this account, please reply to this email and we will remove it.
      </Text>
    </EmailLayout>
  );
}

export function PasswordResetEmail({ name, resetUrl }: { name: string; resetUrl: string }) {
  return (
    <EmailLayout preview="Reset your password" heading="Reset your password">
      <Text>Assalamu alaikum {name},</Text>
      <Text>
        We received a request to reset the password of your {site.name} account. The link below
        works once, within one hour.
      </Text>
      <Button href={resetUrl} style={buttonStyle}>
        Choose a new password
      </Button>
      <Text>Or paste this address into your browser: {resetUrl}</Text>
      <Text>
        If you did not ask for this, you can ignore this email: your password stays the same.
      </Text>
    </EmailLayout>
  );
}
