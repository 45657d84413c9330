import { lazy, Suspense } from 'react';
import type { RequestFormProps } from './RequestForm';
import styles from './RequestForm.module.css';

// The form (react-hook-form, resolvers) is its own chunk: the landing paints without it.
const RequestForm = lazy(() =>
  import(/* webpackChunkName: "request-form" */ './RequestForm').then((m) => ({ default: m.RequestForm })),
);

/** The request form, loaded after the page; a placeholder of the form's height holds its place meanwhile. */
export function LazyRequestForm(props: RequestFormProps) {
  return (
    <Suspense fallback={<div className={styles.placeholder} />}>
      <RequestForm {...props} />
    </Suspense>
  );
}
