import { AGENT_EXPIRED_MESSAGE, isAgentError, ORDER_CHECK_FAILURES } from '@pluto/core';
import { useCallback } from 'react';
import { toast } from '../../ui';
import { useRequestApproval } from './approval-prompt';

/**
 * Reports a failed trading action as a toast (seed 000 §4, §7, §8). An agent error says
 * 'Your agent approval may have expired. Please approve again.' and reopens the agent approval.
 */
export function useActionFailure(): (
  title: string,
  error: unknown,
  describe: (error: unknown) => string,
) => void {
  const requestApproval = useRequestApproval();
  return useCallback(
    (title, error, describe) => {
      if (isAgentError(error)) {
        toast({
          title: ORDER_CHECK_FAILURES.agentApprovalRequired.title,
          description: AGENT_EXPIRED_MESSAGE,
          variant: 'destructive',
        });
        requestApproval('agent');
        return;
      }
      toast({ title, description: describe(error), variant: 'destructive' });
    },
    [requestApproval],
  );
}
