import { useEffect, useId, useState } from 'react';
import {
  MAX_TICKET_MESSAGE_LENGTH,
  MAX_TICKET_SUBJECT_LENGTH,
  TICKET_CATEGORIES,
  type TicketCategory,
} from '@/shared/rules/support';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { useCurrentUser } from '@/web/features/auth/api/get-current-user';
import { useCreateTicket } from '@/web/features/support/api/support-queries';
import {
  forgetKeptTicket,
  keepTicket,
  readKeptTicket,
} from '@/web/features/support/model/kept-ticket';
import { ticketCategoryLabel } from '@/web/i18n/labels';
import { serverMessage } from '@/web/lib/api-client';
import { m } from '@/web/i18n/i18n';
import { sessionEnded } from '@/web/lib/session-ended';
import { useOnePress } from '@/web/lib/use-one-press';

const categoryChoices = () =>
  TICKET_CATEGORIES.map((value) => ({ value, label: ticketCategoryLabel(value) }));

/** 'New Ticket': subject, category and message, all required (SPEC 5). */
export function NewTicketDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ids = { message: useId() };
  const userId = useCurrentUser().data?.id ?? null;
  // What was typed before Back, a reload or a closed tab comes back when the dialog opens.
  const [kept] = useState(() => (userId === null ? null : readKeptTicket(userId)));
  const [subject, setSubject] = useState(kept?.subject ?? '');
  const [category, setCategory] = useState<TicketCategory>(
    () => TICKET_CATEGORIES.find((value) => value === kept?.category) ?? 'general',
  );
  const [message, setMessage] = useState(kept?.message ?? '');
  useEffect(() => {
    // Not after a sign-out in another tab: that forgot it, and it stays forgotten.
    if (userId !== null && !sessionEnded()) keepTicket(userId, { subject, category, message });
  }, [userId, subject, category, message]);
  const create = useCreateTicket();
  const onePress = useOnePress();

  const submit = () => {
    if (!subject.trim() || !message.trim()) {
      toast({
        variant: 'destructive',
        title: m.myspace_error(),
        description: m.myspace_fill_required(),
      });
      return;
    }
    // Once per press: a double press lands both clicks before the re-render that disables
    // the button (two tickets, a reactivation bought twice, before useOnePress).
    void onePress(
      () =>
        create
          .mutateAsync(
            { subject: subject.trim(), category, message: message.trim() },
            {
              onSuccess: () => {
                toast({
                  title: m.myspace_ticket_created(),
                  description: m.myspace_ticket_created_text(),
                });
                if (userId !== null) forgetKeptTicket(userId);
                setSubject('');
                setMessage('');
                setCategory('general');
                onClose();
              },
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: m.myspace_error(),
                  // Offline, say so: the text stays in the dialog to send once back online.
                  description: serverMessage(error, m.myspace_ticket_failed()),
                }),
            },
          )
          .catch(() => undefined), // its failure is told by onError
    );
  };

  return (
    <Dialog open={open} onOpenChange={whenClosed(onClose, create.isPending)}>
      <DialogContent title={m.myspace_new_ticket_title()}>
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label={m.myspace_subject()}
            value={subject}
            maxLength={MAX_TICKET_SUBJECT_LENGTH}
            onChange={(event) => setSubject(event.target.value)}
          />
          <SelectField
            label={m.myspace_category()}
            value={category}
            choices={categoryChoices()}
            onChange={setCategory}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.message}>{m.myspace_message()}</Label>
            <textarea
              id={ids.message}
              value={message}
              rows={4}
              maxLength={MAX_TICKET_MESSAGE_LENGTH}
              onChange={(event) => setMessage(event.target.value)}
              className="rounded-lg border border-border bg-canvas px-3 py-2 text-sm"
            />
          </div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? m.myspace_creating() : m.myspace_create_ticket()}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
