import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { isLanguage } from '@vitrina/shared';
import { DemoModal } from '../features/demo';
import { ConsultationModal } from '../features/requests';
import { Island } from '@vitrina/shared/islands';
import { CONSULTATION_HASH, CONSULTATION_ISLAND } from '../islands/ids';
import { MarketingDialogsContext, type MarketingDialogs } from './marketing-dialogs';

/**
 * Frame of the marketing routes: checks the language segment, owns the demo and consultation
 * modals, and opens the consultation from the URL hash.
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
      {/* On a prerendered page, what answers #consultation (the header's 'book a demo' link). */}
      <Island id={CONSULTATION_ISLAND} onHash={CONSULTATION_HASH}>
        {null}
      </Island>
    </MarketingDialogsContext.Provider>
  );
}
