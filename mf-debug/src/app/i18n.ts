import { createRemoteI18n } from '@vitrina/shared';

export const i18n = createRemoteI18n({
  ua: { translation: { debugger: { title: 'AI Agent Debugger' }, pipelines: { title: 'Pipelines' } } },
  en: { translation: { debugger: { title: 'AI Agent Debugger' }, pipelines: { title: 'Pipelines' } } },
});
