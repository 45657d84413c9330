export { PrivacyPolicy } from './components/PrivacyPolicy';
