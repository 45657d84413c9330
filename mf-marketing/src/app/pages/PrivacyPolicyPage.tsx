import { useParams } from 'react-router-dom';
import { PrivacyPolicy } from '../../features/privacy-policy';
import { useScrollToTop } from '../../hooks/use-scroll-to-top';

/** /{lng}/privacy_policy (its own chunk: the text is long). */
export default function PrivacyPolicyPage() {
  const { lng } = useParams();
  useScrollToTop();
  return <PrivacyPolicy homePath={`/${lng}`} />;
}
