import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { errorText } from '@vitrina/shared';
import { useSubmission, useValidationText } from '@vitrina/shared/forms';
import { useTimedMessage } from '@vitrina/shared/ui';
import { AUTH_DELAY_MS } from '../lib/constants';

/** `Values` are the fields as typed, `Output` what the resolver makes of them (the same by default). */
export interface AuthFormOptions<Values extends FieldValues, Result, Output extends FieldValues = Values> {
  resolver: Resolver<Values, unknown, Output>;
  defaultValues: DefaultValues<Values>;
  /** The call the form makes with its validated values. */
  send: (values: Output) => Promise<Result>;
  /** Shown when the call fails and the server gave no message (docs/product.md §8). */
  errorFallback: string;
  /** The success banner; none keeps the slot empty (the caller shows what follows). */
  successText?: string;
  /** After the call succeeded (navigate later, sign in, close a modal). */
  onSuccess?: (values: Output, result: Result) => void;
  /** How long the banners stay (docs/product.md §5): 3 s on the auth screens. */
  messageMs?: number;
}

/**
 * One auth form (docs/product.md §4): validate, send, show the server's message or the fallback
 * on failure and the success text on success, each for `messageMs`; `onSuccess` runs the next
 * step. The marketing request forms follow the same shape (useRequestForm).
 */
export function useAuthForm<Values extends FieldValues, Result, Output extends FieldValues = Values>({
  resolver,
  defaultValues,
  send,
  errorFallback,
  successText,
  onSuccess,
  messageMs = AUTH_DELAY_MS,
}: AuthFormOptions<Values, Result, Output>) {
  const fieldError = useValidationText();
  const timed = useTimedMessage();
  const submission = useSubmission(send);
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues });

  const submit = form.handleSubmit((values) =>
    submission.run(values, {
      onSuccess: (result) => {
        if (successText) timed.show('success', successText, messageMs);
        onSuccess?.(values, result);
      },
      onError: (error) => timed.show('error', errorText(error, errorFallback), messageMs),
    }),
  );

  return {
    register: form.register,
    control: form.control,
    errors: form.formState.errors,
    fieldError,
    submit,
    message: timed.message,
    /** For a step after success that reports on its own (registration's sign-in). */
    showMessage: timed.show,
    pending: submission.pending,
    succeeded: submission.succeeded,
  };
}
