import { m } from '@/web/i18n/i18n';
import { toast } from '@/web/components/ui/use-toast';
import { serverMessage } from '@/web/lib/api-client';

/** What an office decision says when it is saved or refused (moderation, held rewards). */
export function decisionToasts(done: string) {
  return {
    onSuccess: () => toast({ title: m.office_decision_saved(), description: done }),
    onError: (error: Error) =>
      toast({
        variant: 'destructive',
        title: m.office_error(),
        description: serverMessage(error, m.office_decision_failed()),
      }),
  };
}
