export { Faq } from './components/Faq';
