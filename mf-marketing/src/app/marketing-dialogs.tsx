import { createContext, useContext } from 'react';

/** The two modals of the marketing site, opened from any page. */
export interface MarketingDialogs {
  openDemo: () => void;
  openConsultation: () => void;
}

export const MarketingDialogsContext = createContext<MarketingDialogs>({
  openDemo: () => undefined,
  openConsultation: () => undefined,
});

export function useMarketingDialogs(): MarketingDialogs {
  return useContext(MarketingDialogsContext);
}
