import { DemoSection, DemoStartIsland } from '../../features/demo';
import { Advantages, Hero, HowItWorks, Solutions, SocialChannels } from '../../features/landing';
import { BookingSection } from '../../features/requests';
import { useHashScroll } from '../../hooks/use-hash-scroll';
import { useMarketingDialogs } from '../marketing-dialogs';

/** /{lng}: the landing. */
export function HomePage() {
  const { openDemo, openConsultation } = useMarketingDialogs();
  useHashScroll();
  const renderStart = (className: string) => <DemoStartIsland className={className} onStart={openDemo} />;
  return (
    <>
      <Hero renderStart={renderStart} />
      <Advantages />
      <SocialChannels />
      <Solutions renderStart={renderStart} />
      <HowItWorks />
      <DemoSection onBook={openConsultation} />
      <BookingSection />
    </>
  );
}
