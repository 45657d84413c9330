import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { FooterLink } from '../form/FooterLink';

export function BackToLogin() {
  const { t } = useTranslation();
  return <FooterLink to={paths.login(useLanguage())}>{t('common.backToLogin')}</FooterLink>;
}
