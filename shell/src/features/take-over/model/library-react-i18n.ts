// react-i18next alone, so the entry can evaluate it in a task of its own (index.ts).
export { I18nextProvider } from 'react-i18next';
