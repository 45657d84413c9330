import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { filter } from 'rxjs';
import { eventBus, isLanguage } from '@vitrina/shared';
import { DemoModal } from '../features/demo';
import { ConsultationModal } from '../features/requests';
import { MarketingDialogsContext, type MarketingDialogs } from './marketing-dialogs';

/** Hash that opens the consultation modal (a link can open it: `/{lng}#consultation`). */
export const CONSULTATION_HASH = '#consultation';
/** App event another app may emit to open the consultation modal. */
export const OPEN_CONSULTATION_EVENT = 'ui:open-consultation';

/**
 * Frame of the marketing routes: checks the language segment, owns the demo and consultation
 * modals, and opens the consultation from the URL hash or the event bus.
 */
export function MarketingLayout() {
  const { lng } = useParams();
  const { hash, key, pathname, search } = useLocation();
  const navigate = useNavigate();
  const [demoOpen, setDemoOpen] = useState(false);
  const [consultationOpen, setConsultationOpen] = useState(false);

  useEffect(() => {
    if (hash === CONSULTATION_HASH) setConsultationOpen(true);
  }, [hash, key]);

  useEffect(() => {
    // The event is not (yet) in the shared AppEvent union, hence the widened type check.
    const subscription = eventBus.app$
      .pipe(filter((event) => (event.type as string) === OPEN_CONSULTATION_EVENT))
      .subscribe(() => setConsultationOpen(true));
    return () => subscription.unsubscribe();
  }, []);

  const closeConsultation = useCallback(() => {
    setConsultationOpen(false);
    if (hash === CONSULTATION_HASH) navigate({ pathname, search }, { replace: true });
  }, [hash, navigate, pathname, search]);

  const dialogs = useMemo<MarketingDialogs>(
    () => ({ openDemo: () => setDemoOpen(true), openConsultation: () => setConsultationOpen(true) }),
    [],
  );

  if (!isLanguage(lng)) return null;
  return (
    <MarketingDialogsContext.Provider value={dialogs}>
      <Outlet />
      <DemoModal open={demoOpen} onClose={() => setDemoOpen(false)} />
      <ConsultationModal open={consultationOpen} onClose={closeConsultation} />
    </MarketingDialogsContext.Provider>
  );
}
