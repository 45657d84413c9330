import { createContext, useContext, useReducer, type Dispatch, type ReactNode } from 'react';
import { inboxReducer, initialInboxState, type InboxAction, type InboxState } from '../model/inbox-state';

const InboxStateContext = createContext<[InboxState, Dispatch<InboxAction>] | null>(null);

/** Holds the inbox's client state (model/inbox-state.ts) for the list, the pane and the live events. */
export function InboxStateProvider({ children }: { children: ReactNode }) {
  const value = useReducer(inboxReducer, initialInboxState);
  return <InboxStateContext.Provider value={value}>{children}</InboxStateContext.Provider>;
}

export function useInboxState(): [InboxState, Dispatch<InboxAction>] {
  const value = useContext(InboxStateContext);
  if (!value) throw new Error('useInboxState outside InboxStateProvider');
  return value;
}
