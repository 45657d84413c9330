import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { useSubmission } from '@vitrina/shared/forms';
import { MESSAGE_MS, useTimedMessage } from '@vitrina/shared/ui';
import type { ConsultationRequest } from '@vitrina/shared/contracts';
import { sendRequest, type RequestKind } from '../api/send-request';
import { EMPTY_REQUEST, requestSchema, type RequestFormValues } from '../model/request-schema';

interface Options {
  kind: RequestKind;
  /** After a successful request (the consultation modal schedules its close here). */
  onSuccess?: () => void;
}

/**
 * One request form (docs/product.md §4.1): validate, send, show the result for 5 s, reset on
 * success; a failed call shows the server's error_message.
 */
export function useRequestForm({ kind, onSuccess }: Options) {
  const { t } = useTranslation();
  const form = useForm<RequestFormValues, unknown, ConsultationRequest>({
    resolver: zodResolver(requestSchema),
    defaultValues: EMPTY_REQUEST,
  });
  const message = useTimedMessage();
  const submission = useSubmission((body: ConsultationRequest) => sendRequest(kind, body));

  const submit = form.handleSubmit(async (values) => {
    message.clear();
    try {
      await submission.runAsync(values);
      form.reset(EMPTY_REQUEST);
      message.show('success', t(`requests.${kind}.success`), MESSAGE_MS.long);
      onSuccess?.();
    } catch (error) {
      message.show('error', errorText(error, t('requests.error')), MESSAGE_MS.long);
    }
  });

  return { form, submit, message: message.message, pending: submission.pending };
}
