import { useId, useState } from 'react';
import { MAX_TICKET_MESSAGE_LENGTH } from '@/shared/rules/support';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';
import { useReplyToTicket } from '@/web/features/support/api/support-queries';

export type TicketReplyBoxProps = {
  ticketId: number;
  /** The support desk's words differ from the user's (SPEC 8). */
  asSupport: boolean;
};

/** The reply box: send is disabled while the text is blank or the send is pending (SPEC 5). */
export function TicketReplyBox({ ticketId, asSupport }: TicketReplyBoxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const reply = useReplyToTicket(ticketId);
  const send = () =>
    reply.mutate(
      { message: text.trim() },
      {
        onSuccess: () => {
          setText('');
          if (asSupport) {
            toast({ title: 'Reply Sent', description: 'Your reply has been sent to the user.' });
          }
        },
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: asSupport ? 'Failed to send reply.' : 'Failed to send message.',
          }),
      },
    );
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() && !reply.isPending) send();
      }}
    >
      <Label htmlFor={id}>{asSupport ? 'Reply to user' : 'Your reply'}</Label>
      <textarea
        id={id}
        value={text}
        maxLength={MAX_TICKET_MESSAGE_LENGTH}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        className="rounded-lg border border-border bg-canvas px-3 py-2 text-sm"
      />
      <Button type="submit" disabled={!text.trim() || reply.isPending}>
        {reply.isPending ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}
