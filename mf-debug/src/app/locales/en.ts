import type { Locale } from './ua';

/** English texts of the debug remote. */
export const en = {
  common: {
    empty: '—',
    roles: { DB_RETRIEVER: 'Catalogue search', COMMUNICATOR: 'Communicator', AUDITOR: 'Auditor' },
  },
  debugger: {
    title: 'AI Agent Debugger',
    startDate: 'Start date',
    endDate: 'End date',
    search: 'Search',
    historyTitle: 'Session history',
    input: 'Customer’s request',
    empty: 'No sessions in the selected period.',
    previous: 'Previous',
    next: 'Next',
    pagination: 'History pages',
    toPipelines: 'Pipelines',
    searchLabel: 'Search the agent’s requests',
    rangeInvalid: 'The end must not be before the start',
    loading: 'Loading the history',
    loadError: 'Error receiving data',
    pageOf: 'Page {{page}} of {{pages}}',
    duration: '{{ms}} ms',
    stepInput: 'Input',
    stepOutput: 'Output',
    stepDuration: 'Duration',
  },
  pipelines: {
    title: 'Pipelines',
    assistantId: 'Assistant ID',
    instructions: '{{role}} instructions',
    update: 'Update',
    toDebugger: 'AI Agent Debugger',
    updated: 'Data updated',
    updateError: 'Error updating data',
    loading: 'Loading the settings',
    loadError: 'Error receiving data',
  },
} satisfies Locale;
