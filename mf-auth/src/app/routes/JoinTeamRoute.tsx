import { useParams } from 'react-router-dom';
import { AuthLayout } from '../../components/auth-layout/AuthLayout';
import { BackToLogin } from '../../components/back-to-login/BackToLogin';
import { JoinTeamForm } from '../../features/join-team/components/JoinTeamForm';

/** /{lng}/join/{slug}: an invitation to a shop's team (docs/product.md §9.15). */
export function JoinTeamRoute() {
  const { slug = '' } = useParams();
  return (
    <AuthLayout screen="join" footer={<BackToLogin />}>
      <JoinTeamForm slug={slug} />
    </AuthLayout>
  );
}
