import type { SubmissionResult } from "@conform-to/react";
import type { ComponentType, ReactNode } from "react";
import { Form, type FormProps, useNavigation, useSearchParams } from "react-router";
import { Container } from "#app/components/ui/container";

export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <h1 className="mb-6 text-3xl font-semibold text-brand-strong">{title}</h1>
        {children}
      </div>
    </Container>
  );
}

/** The full page of a form the modal also shows: the router's own `Form`, and `?redirectTo=`. */
export function AuthFormPage({
  title,
  AuthForm,
  result,
  sentMessage,
}: {
  title: string;
  AuthForm: ComponentType<{
    FormComponent: ComponentType<FormProps>;
    result?: SubmissionResult<string[]>;
    submitting: boolean;
    redirectTo?: string;
    sentMessage?: string;
  }>;
  result?: SubmissionResult<string[]>;
  sentMessage?: string;
}) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  return (
    <AuthPage title={title}>
      <AuthForm
        FormComponent={Form}
        result={result}
        submitting={navigation.state === "submitting"}
        redirectTo={searchParams.get("redirectTo") ?? undefined}
        sentMessage={sentMessage}
      />
    </AuthPage>
  );
}
