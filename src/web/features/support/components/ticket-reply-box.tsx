import { useId } from 'react';
import { MAX_TICKET_MESSAGE_LENGTH } from '@/shared/rules/support';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';
import { useReplyToTicket } from '@/web/features/support/api/support-queries';
import { m } from '@/web/i18n/i18n';
import { serverMessage } from '@/web/lib/api-client';
import { useOnePress } from '@/web/lib/use-one-press';

export type TicketReplyBoxProps = {
  ticketId: number;
  /** The support desk's words differ from the user's (SPEC 8). */
  asSupport: boolean;
  /** The reply being written: held by the dialog, which shows it if the ticket closes. */
  text: string;
  onTextChange: (text: string) => void;
};

/** The reply box: send is disabled while the text is blank or the send is pending (SPEC 5). */
export function TicketReplyBox({ ticketId, asSupport, text, onTextChange }: TicketReplyBoxProps) {
  const id = useId();
  const reply = useReplyToTicket(ticketId);
  const onePress = useOnePress();
  const send = () => {
    // Once per press: a double press lands both clicks before the re-render that disables
    // the button (two tickets, a reactivation bought twice, before useOnePress).
    // Told through the promise, not mutate's own callbacks: those are dropped once this box
    // unmounts, and a refusal as closed re-reads the ticket, whose dialog then shows no box.
    void onePress(() =>
      reply.mutateAsync({ message: text.trim() }).then(
        () => {
          onTextChange('');
          if (asSupport) {
            toast({
              title: m.support_reply_sent_title(),
              description: m.support_reply_sent_description(),
            });
          }
        },
        (error: unknown) =>
          toast({
            variant: 'destructive',
            title: m.support_error_title(),
            description: serverMessage(
              error,
              asSupport ? m.support_reply_failed() : m.support_message_failed(),
            ),
          }),
      ),
    );
  };
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() && !reply.isPending) send();
      }}
    >
      <Label htmlFor={id}>{asSupport ? m.support_reply_to_user() : m.support_your_reply()}</Label>
      <textarea
        id={id}
        value={text}
        maxLength={MAX_TICKET_MESSAGE_LENGTH}
        rows={3}
        onChange={(event) => onTextChange(event.target.value)}
        className="rounded-lg border border-border bg-canvas px-3 py-2 text-sm"
      />
      <Button type="submit" disabled={!text.trim() || reply.isPending}>
        {reply.isPending ? m.support_sending() : m.support_send()}
      </Button>
    </form>
  );
}
