import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a "copied" indicator stays on (SPEC 9). */
const COPIED_RESET_MS = 2000;

/**
 * Copies text to the clipboard and says so for 2 s. `copy` resolves false when the browser
 * refuses (no permission, insecure page), so the caller can say why nothing was copied.
 */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return true;
  }, []);

  return { copied, copy };
}
