import { useId, useState } from 'react';
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
import { useCreateTicket } from '@/web/features/support/api/support-queries';
import { ticketCategoryLabel } from '@/web/i18n/labels';

const categoryChoices = TICKET_CATEGORIES.map((value) => ({
  value,
  label: ticketCategoryLabel(value),
}));

/** 'New Ticket': subject, category and message, all required (SPEC 5). */
export function NewTicketDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ids = { message: useId() };
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory>('general');
  const [message, setMessage] = useState('');
  const create = useCreateTicket();

  const submit = () => {
    if (!subject.trim() || !message.trim()) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Please fill in all required fields.',
      });
      return;
    }
    create.mutate(
      { subject: subject.trim(), category, message: message.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Ticket Created', description: 'Your support ticket has been created.' });
          setSubject('');
          setMessage('');
          setCategory('general');
          onClose();
        },
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to create support ticket.',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={whenClosed(onClose, create.isPending)}>
      <DialogContent title="New Support Ticket">
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label="Subject"
            value={subject}
            maxLength={MAX_TICKET_SUBJECT_LENGTH}
            onChange={(event) => setSubject(event.target.value)}
          />
          <SelectField
            label="Category"
            value={category}
            choices={categoryChoices}
            onChange={setCategory}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.message}>Message</Label>
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
            {create.isPending ? 'Creating...' : 'Create Ticket'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
