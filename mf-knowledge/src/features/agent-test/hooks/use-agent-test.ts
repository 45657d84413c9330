import { useMutation } from '@tanstack/react-query';
import { askAssistant } from '../api/agent-test';

export const useAskAssistant = () => useMutation({ mutationFn: askAssistant });
