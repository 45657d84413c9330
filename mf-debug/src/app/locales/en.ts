import type { Locale } from './ua';

/** English texts of the debug remote. */
export const en = {
  common: {
    notConnected: 'Agent data is not connected yet: it arrives with the AI agent on the server.',
    empty: '—',
  },
  debugger: {
    title: 'AI Agent Debugger',
    startDate: 'Start date',
    endDate: 'End date',
    search: 'Search',
    historyTitle: 'Session history',
    input: 'Input',
    empty: 'No sessions in the selected period.',
    previous: 'Previous',
    next: 'Next',
    pagination: 'History pages',
    toPipelines: 'Pipelines',
  },
  pipelines: {
    title: 'Pipelines',
    assistantId: 'Assistant ID',
    instructions: '{{role}} instructions',
    update: 'Update',
    toDebugger: 'AI Agent Debugger',
  },
} satisfies Locale;
