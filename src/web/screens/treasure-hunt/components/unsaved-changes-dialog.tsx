import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { m } from '@/web/i18n/i18n';

type Props = {
  open: boolean;
  /** The button that goes ahead: 'Leave' or 'Start New Hunt'. */
  action: 'leave' | 'new';
  onStay: () => void;
  onConfirm: () => void;
};

/** Asked before the editor's unsaved changes are left behind (issue 19, point 2). */
export function UnsavedChangesDialog({ open, action, onStay, onConfirm }: Props) {
  return (
    <Dialog open={open} onOpenChange={whenClosed(onStay)}>
      <DialogContent
        title={m.hunts_unsaved_title()}
        description={
          action === 'leave'
            ? m.hunts_unsaved_leave_description()
            : m.hunts_unsaved_new_description()
        }
      >
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={onStay}>
            {m.hunts_unsaved_keep_editing()}
          </Button>
          <Button onClick={onConfirm}>
            {action === 'leave' ? m.hunts_unsaved_leave() : m.hunts_unsaved_start_new()}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
