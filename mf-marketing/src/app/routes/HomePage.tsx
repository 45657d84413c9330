import { DemoSection } from '../../features/demo';
import { Advantages, Hero, HowItWorks, Solutions, SocialChannels } from '../../features/landing';
import { BookingSection } from '../../features/requests';
import { useHashScroll } from '../../hooks/use-hash-scroll';
import { useMarketingDialogs } from '../marketing-dialogs';

/** /{lng}: the landing. */
export function HomePage() {
  const { openDemo, openConsultation } = useMarketingDialogs();
  useHashScroll();
  return (
    <>
      <Hero onStart={openDemo} />
      <Advantages />
      <SocialChannels />
      <Solutions onStart={openDemo} />
      <HowItWorks />
      <DemoSection onBook={openConsultation} />
      <BookingSection />
    </>
  );
}
