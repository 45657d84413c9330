import { useEffect, useRef, useState } from 'react';

/** What to do when a call made with `run` ends (react-query's per-call mutate callbacks). */
export interface SubmissionCallbacks<Result> {
  onSuccess?: (result: Result) => void;
  onError?: (error: unknown) => void;
}

type Status = 'idle' | 'pending' | 'success' | 'error';

/**
 * A call a form makes and its state, without a query cache: the public pages' forms (marketing
 * requests, sign-in, registration, password reset) use it instead of react-query's `useMutation`,
 * so those pages never load react-query (docs/architecture.md §4). The same rules as `useMutation`:
 * the state follows the latest call; `run`'s callbacks run for the latest call only and only while
 * the component is mounted; `runAsync` resolves or rejects with the call.
 */
export function useSubmission<Values, Result>(send: (values: Values) => Promise<Result>) {
  const [status, setStatus] = useState<Status>('idle');
  const latest = useRef(0);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = (values: Values) => {
    latest.current += 1;
    const call = latest.current;
    const current = () => mounted.current && call === latest.current;
    setStatus('pending');
    const result = send(values).then(
      (value) => {
        if (current()) setStatus('success');
        return value;
      },
      (error: unknown) => {
        if (current()) setStatus('error');
        throw error;
      },
    );
    return { result, current };
  };

  const runAsync = (values: Values): Promise<Result> => start(values).result;

  const run = (values: Values, { onSuccess, onError }: SubmissionCallbacks<Result> = {}): void => {
    const { result, current } = start(values);
    result.then(
      (value) => {
        if (current()) onSuccess?.(value);
      },
      (error: unknown) => {
        if (current()) onError?.(error);
      },
    );
  };

  return { run, runAsync, pending: status === 'pending', succeeded: status === 'success' };
}
