import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { useLeaderboard } from '@/web/features/hunts/api/get-leaderboard';

function durationOf(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export type HuntLeaderboardProps = {
  huntId: number;
  /** Shown at once, as for a hunt the player has finished; otherwise behind its button. */
  defaultOpen?: boolean;
};

/** The players who finished, fastest from first to last step first. */
export function HuntLeaderboard({ huntId, defaultOpen = false }: HuntLeaderboardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const board = useLeaderboard(huntId, open);
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        <Trophy aria-hidden="true" />
        Leaderboard
      </Button>
      {open &&
        (board.isPending ? (
          <p className="text-sm text-muted">Loading...</p>
        ) : board.isError ? (
          <p className="text-sm text-muted">Could not load the leaderboard.</p>
        ) : board.data.entries.length === 0 ? (
          <p className="text-sm text-muted">Nobody has finished yet.</p>
        ) : (
          <ol aria-label="Leaderboard" className="flex flex-col gap-1 text-sm">
            {board.data.entries.map((entry) => (
              <li
                key={entry.rank}
                className="flex justify-between gap-2 rounded bg-canvas px-2 py-1"
              >
                <span>
                  {entry.rank}. {entry.nickname}
                </span>
                <span className="tabular-nums text-muted">{durationOf(entry.durationSeconds)}</span>
              </li>
            ))}
          </ol>
        ))}
    </div>
  );
}
