import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { PrivacyPolicy } from '../../features/privacy-policy';
import { useScrollToTop } from '../../hooks/use-scroll-to-top';

/** /{lng}/privacy_policy (its own chunk: the text is long). */
export default function PrivacyPolicyPage() {
  const lng = useLanguage();
  useScrollToTop();
  return <PrivacyPolicy homePath={paths.home(lng)} />;
}
