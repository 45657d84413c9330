import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus } from '@vitrina/shared';
import { fetchHasConversation, fetchStockFiles, uploadSampleStock } from '../api/first-run';

const keys = {
  files: (channelId: string | null) => ['first-run', 'files', channelId] as const,
  conversation: (channelId: string | null) => ['first-run', 'conversation', channelId] as const,
};

/** The checklist once done stays gone for this user on this browser (a file deleted later does not bring it back). */
const doneKey = (userId: string) => `vitrina.firstRun.done.${userId}`;

export interface FirstRunFacts {
  channelId: string | null;
  botOn: boolean;
  userId: string | null;
}

/**
 * The first run's four steps (docs/product.md §9.2 "First run"): a channel connected, stock
 * uploaded (or the sandbox's sample), the assistant on, a first customer message. `hidden` once
 * all are done, then for good.
 */
export function useFirstRun({ channelId, botOn, userId }: FirstRunFacts) {
  const client = useQueryClient();
  const [doneNow, setDoneNow] = useState(false);
  const doneBefore = doneNow || Boolean(userId && localStorage.getItem(doneKey(userId)));
  const files = useQuery({
    queryKey: keys.files(channelId),
    queryFn: ({ signal }) => fetchStockFiles(channelId!, signal),
    enabled: Boolean(channelId) && !doneBefore,
  });
  const conversation = useQuery({
    queryKey: keys.conversation(channelId),
    queryFn: ({ signal }) => fetchHasConversation(signal),
    enabled: Boolean(channelId) && !doneBefore,
  });
  // The first customer message arrives live: the step ticks without a reload.
  useEffect(() => {
    const refetch = () => void client.invalidateQueries({ queryKey: ['first-run', 'conversation'] });
    const subs = [eventBus.on('NEW_CONVERSATION').subscribe(refetch), eventBus.on('NEW_MESSAGE').subscribe(refetch)];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [client]);
  const sample = useMutation({
    mutationFn: () => uploadSampleStock(channelId!),
    onSettled: () => client.invalidateQueries({ queryKey: keys.files(channelId) }),
  });

  const steps = {
    channel: Boolean(channelId),
    stock: (files.data?.length ?? 0) > 0,
    assistant: botOn,
    customer: conversation.data === true,
  };
  const allDone = steps.channel && steps.stock && steps.assistant && steps.customer;
  useEffect(() => {
    if (!allDone || !userId) return;
    localStorage.setItem(doneKey(userId), '1');
    setDoneNow(true);
  }, [allDone, userId]);
  // Nothing shown until what the steps depend on is known (no flash of undone steps).
  const known = userId !== null && (!channelId || (files.isSuccess && conversation.isSuccess));
  return { steps, hidden: doneBefore || allDone || !known, sample };
}
