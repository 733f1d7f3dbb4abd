import { toast } from '@/web/components/ui/use-toast';
import { serverMessage } from '@/web/lib/api-client';

/** What an office decision says when it is saved or refused (moderation, held rewards). */
export function decisionToasts(done: string) {
  return {
    onSuccess: () => toast({ title: 'Decision Saved', description: done }),
    onError: (error: Error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: serverMessage(error, 'Could not save the decision.'),
      }),
  };
}
