import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { m } from '@/web/i18n/i18n';

type Props = { open: boolean; onStay: () => void; onLeave: () => void };

/** Asked before a link leaves a create form someone has started filling in. */
export function LeaveFormDialog({ open, onStay, onLeave }: Props) {
  return (
    <Dialog open={open} onOpenChange={whenClosed(onStay)}>
      <DialogContent title={m.create_unsaved_title()} description={m.create_unsaved_description()}>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={onStay}>
            {m.create_unsaved_keep_editing()}
          </Button>
          <Button onClick={onLeave}>{m.create_unsaved_leave()}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
