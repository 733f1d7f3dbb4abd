import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { useLeaderboard } from '@/web/features/hunts/api/get-leaderboard';
import { m } from '@/web/i18n/i18n';

function durationOf(seconds: number): string {
  if (seconds < 60) return m.hunts_duration_seconds({ seconds });
  const minutes = Math.floor(seconds / 60);
  return minutes < 60
    ? m.hunts_duration_minutes({ minutes })
    : m.hunts_duration_hours({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
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
        {m.hunts_leaderboard()}
      </Button>
      {open &&
        (board.isPending ? (
          <p className="text-sm text-muted">{m.hunts_loading()}</p>
        ) : board.isError ? (
          <p className="text-sm text-muted">{m.hunts_leaderboard_error()}</p>
        ) : board.data.entries.length === 0 ? (
          <p className="text-sm text-muted">{m.hunts_leaderboard_empty()}</p>
        ) : (
          <ol aria-label={m.hunts_leaderboard()} className="flex flex-col gap-1 text-sm">
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
