import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mountRootParcel } from 'single-spa';
import { APP_EXPOSE } from '@vitrina/shared/remotes';
import { Spinner } from '@vitrina/shared/ui';
import { loadLifecycles } from '../api/load-lifecycles';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { NotDeployed } from './NotDeployed';
import { isRemoteDeployed } from '../model/deployed-remotes';
import styles from './RemoteOutlet.module.css';

type Parcel = ReturnType<typeof mountRootParcel>;
type Status = 'loading' | 'mounted' | 'failed';

export interface RemoteOutletProps {
  /** Federation name, e.g. 'mf_auth'. */
  remote: string;
  /** Exposed module with single-spa lifecycles (default the `./app` contract). */
  expose?: string;
  /** Custom props for the lifecycles besides `remote` (read when mounting). */
  customProps?: Record<string, unknown>;
  /** Render nothing while loading or after a failure (optional overlays such as modals). */
  silent?: boolean;
}

/** Unmounts a parcel once it has finished mounting; a parcel that failed needs nothing. */
function disposeParcel(parcel: Parcel): void {
  parcel.mountPromise.then(() => parcel.unmount()).catch(() => undefined);
}

function ParcelHost({ remote, expose = APP_EXPOSE, customProps, silent }: RemoteOutletProps) {
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement>(null);
  const propsRef = useRef(customProps);
  propsRef.current = customProps;
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const domElement = hostRef.current;
    if (!domElement) return;
    let disposed = false;
    let parcel: Parcel | null = null;
    setStatus('loading');
    loadLifecycles(remote, expose, { fresh: attempt > 0 })
      .then((lifecycles) => {
        if (disposed) return;
        parcel = mountRootParcel(lifecycles, { ...propsRef.current, remote, domElement });
        return parcel.mountPromise.then(() => {
          if (!disposed) setStatus('mounted');
        });
      })
      .catch((error: unknown) => {
        if (disposed) return;
        console.error(`[shell] ${remote}/${expose} failed`, error);
        setStatus('failed');
      });
    return () => {
      disposed = true;
      if (parcel) disposeParcel(parcel);
    };
    // customProps are read at mount time through the ref; a new attempt starts on remote/expose/retry.
  }, [remote, expose, attempt]);

  return (
    <div
      className={silent ? styles.silent : styles.outlet}
      data-remote={remote}
      data-status={status}
      aria-busy={status === 'loading'}
    >
      {status === 'loading' && !silent && (
        <div className={styles.loading}>
          <Spinner label={t('remote.loading')} />
        </div>
      )}
      {status === 'failed' && !silent && <RemoteFallback onRetry={() => setAttempt((n) => n + 1)} />}
      <div ref={hostRef} className={styles.host} hidden={status === 'failed'} />
    </div>
  );
}

/**
 * Loads `<remote>/<expose>` through Module Federation and mounts it as a single-spa parcel in
 * a div this component owns; unmounts it when the component goes (another remote's route).
 * A failed load or mount shows a fallback with Retry in this area only; a remote this deployment
 * does not serve is never fetched and says so.
 */
export function RemoteOutlet(props: RemoteOutletProps) {
  if (!isRemoteDeployed(props.remote)) return props.silent ? null : <NotDeployed remote={props.remote} />;
  return (
    <RemoteErrorBoundary fallback={(reset) => (props.silent ? null : <RemoteFallback onRetry={reset} />)}>
      <ParcelHost {...props} />
    </RemoteErrorBoundary>
  );
}
