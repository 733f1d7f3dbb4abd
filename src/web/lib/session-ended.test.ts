import { describe, expect, it } from 'vitest';
import {
  endSessionInEveryTab,
  sessionEnded,
  whenSessionEndsElsewhere,
} from '@/web/lib/session-ended';

describe('the session ended in every tab', () => {
  it('marks it ended here and tells listeners, but not those of the tab that ended it', async () => {
    let told = 0;
    // This module is one tab: its own listener hears the message, and must let it pass, or it
    // would take the tab to Login before the server's sign-out.
    const stop = whenSessionEndsElsewhere(() => (told += 1));
    expect(sessionEnded()).toBe(false);

    endSessionInEveryTab();
    expect(sessionEnded()).toBe(true);
    // Another tab: a channel of the same name in another page.
    const otherTab = new BroadcastChannel('underprint-session');
    const heard = new Promise((resolve) => (otherTab.onmessage = (event) => resolve(event.data)));
    endSessionInEveryTab();
    expect(await heard).toBe('ended');
    otherTab.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(told).toBe(0);
    stop();
  });
});
