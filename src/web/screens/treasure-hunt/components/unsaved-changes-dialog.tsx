import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, whenClosed } from '@/web/components/ui/dialog';

type Props = {
  open: boolean;
  /** The button that goes ahead: 'Leave', 'Start New Hunt'. */
  action: string;
  onStay: () => void;
  onConfirm: () => void;
};

/** Asked before the editor's unsaved changes are left behind (issue 19, point 2). */
export function UnsavedChangesDialog({ open, action, onStay, onConfirm }: Props) {
  return (
    <Dialog open={open} onOpenChange={whenClosed(onStay)}>
      <DialogContent
        title="Unsaved Changes"
        description={
          action === 'Leave'
            ? 'This hunt has changes that are not saved as a draft. They stay on this device and come back when you return to Hunt (unless you open another draft first), but they are not in My Space.'
            : 'This hunt has changes that are not saved as a draft. A new hunt replaces them on this device; the saved draft, if any, stays in My Space.'
        }
      >
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={onStay}>
            Keep Editing
          </Button>
          <Button onClick={onConfirm}>{action}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
