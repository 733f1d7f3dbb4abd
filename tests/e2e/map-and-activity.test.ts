// Issue 21 points 5 and 6: the map (markers and circles with no tiles: the harness runs the
// server with MAP_TILE_URL=none), the alert when the user walks within 100 m of a message, and
// the activity list with its dot on the My tab.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import type { Geolocation } from './support/browser';
import { POSITION_POLL_MS } from '@/web/features/near/hooks/use-watched-position';
import { useE2E } from './support/harness';
import { hideMessageThroughApi } from './support/messages';
import { scanSignThroughApi } from './support/scan-api';
import { north, SIGN } from './support/scanner';
import { REPO_ROOT } from './support/server';
import { registerThroughApi, signUpThroughApi, waitForSignedIn } from './support/users';
import { topUpThroughApi } from './support/wallet';

const e2e = useE2E();

// Each test in a town of its own, over 100 km from the others' and from other files' places.
let town = 0;
function newTown(): Geolocation {
  town += 1;
  return { latitude: -20 - town, longitude: 140.5, accuracy: 10 };
}

/** A message of someone else's, hidden at `place` (the sign of tests/fixtures/scan/a000.jpg). */
async function someoneHides(place: Geolocation) {
  const creator = await e2e.newRequestContext();
  await registerThroughApi(creator, e2e.baseURL);
  return hideMessageThroughApi(creator, e2e.baseURL, SIGN, {
    latitude: place.latitude,
    longitude: place.longitude,
    publicDescription: 'By the old fountain',
  });
}

async function signedInAt(place: Geolocation, width = 390) {
  const user = await e2e.newUserContext({ geolocation: place });
  await user.page.setViewportSize({ width, height: 800 });
  const credentials = await signUpThroughApi(user, e2e.baseURL);
  await user.page.goto('/');
  await waitForSignedIn(user.page, credentials.nickname);
  return user;
}

const nearBanner = (page: Page) => page.getByRole('status', { name: 'Nearby', exact: true });

describe('the map', () => {
  for (const width of [320, 390]) {
    it(`loads only when opened and draws the messages, the user and the 100 m circle with no tiles (${width} px)`, async () => {
      const place = newTown();
      const message = await someoneHides(north(place, 250));
      const { page } = await signedInAt(place, width);
      const mapChunks: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/map-view-[^/]+\.(js|css)$/.test(request.url())) {
          mapChunks.push(request.url());
        }
      });
      // The nearby list is there: the map's code still is not.
      await page.locator(`[data-photo-id="${message.id}"]`).waitFor();
      expect(mapChunks).toEqual([]);

      const show = page.getByRole('button', { name: 'Show Map', exact: true });
      await show.click();
      const map = page.getByRole('region', { name: 'Map of hidden messages nearby' });
      await map.waitFor();
      await expect.poll(() => map.locator('path.map-marker--open').count()).toBe(1);
      expect(await map.locator('path.map-discovery-circle').count()).toBe(1);
      expect(await map.locator('path.map-accuracy-circle').count()).toBe(1);
      expect(await map.locator('path.map-user').count()).toBe(1);
      // No tiles asked for, none drawn; Leaflet's script and styles came as one lazy chunk each.
      expect(await map.locator('img.leaflet-tile').count()).toBe(0);
      expect(mapChunks.filter((url) => url.endsWith('.js'))).toHaveLength(1);
      expect(mapChunks.filter((url) => url.endsWith('.css'))).toHaveLength(1);
      await page.getByRole('list', { name: 'Map legend' }).getByText('To discover').waitFor();
      // Seen from the top, as it opens: scrolled anywhere, whatever card the fixed tab bar half
      // covers fails axe's target size, map or no map.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(page, `Home with the map open at ${width} px`);

      // The discovery circle is drawn to scale: 100 m, about 2/5 of the 250 m to the marker.
      const circle = await map.locator('path.map-discovery-circle').boundingBox();
      const marker = await map.locator('path.map-marker--open').boundingBox();
      const you = await map.locator('path.map-user').boundingBox();
      expect(circle && marker && you).toBeTruthy();
      const radiusPx = circle!.height / 2;
      const toMarkerPx = you!.y + you!.height / 2 - (marker!.y + marker!.height / 2);
      expect(radiusPx / toMarkerPx).toBeGreaterThan(0.3);
      expect(radiusPx / toMarkerPx).toBeLessThan(0.5);

      // The page fits the phone's width, map included.
      const box = await map.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await page.getByRole('button', { name: 'Hide Map', exact: true }).click();
      await map.waitFor({ state: 'hidden' });
    });
  }
});

describe("a hunt's map", () => {
  it('places the steps the player may see, and says which are locked', async () => {
    const place = newTown();
    const creator = await e2e.newUserContext();
    await signUpThroughApi(creator, e2e.baseURL);
    await topUpThroughApi(creator.page, 5, e2e.baseURL);
    const photo = async (name: string) =>
      `data:image/jpeg;base64,${(await readFile(join(REPO_ROOT, `tests/fixtures/scan/${name}.jpg`))).toString('base64')}`;
    const step = async (stepNumber: number, name: string) => ({
      stepNumber,
      ...north(place, (stepNumber - 1) * 1000),
      photo: await photo(name),
      messageType: 'text',
      hiddenMessage: `Step ${stepNumber} secret`,
      maxScans: 1,
      hasRewards: false,
      rewardAmount: 0,
      isPrivate: false,
      hints: [],
    });
    const title = `Map hunt ${town}`;
    const created = await creator.page.request.post('/api/treasure-hunt', {
      headers: { Origin: new URL(e2e.baseURL).origin },
      timeout: 60_000,
      data: { title, waypoints: [await step(1, 'a000'), await step(2, 'a004')] },
    });
    expect(created.status(), await created.text()).toBe(201);

    const player = await signedInAt(north(place, 30));
    await player.page.goto('/treasure-hunt-viewer');
    const card = player.page.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Show on Map', exact: true }).click();
    const map = card.getByRole('region', { name: `Map of ${title}` });
    await map.waitFor();
    await expect.poll(() => map.locator('.map-step.map-marker--open').count()).toBe(1);
    expect(await map.locator('.map-step').count()).toBe(1);
    await expect.poll(() => map.locator('path.map-discovery-circle').count()).toBe(1);
    await card.getByText('Step 2 is locked: its place shows once it is your turn.').waitFor();
  });
});

describe('the near alert', () => {
  it('shows once when the user walks within 100 m of a message, and not again', async () => {
    const place = newTown();
    await someoneHides(place);
    const away = north(place, 1000);
    const user = await signedInAt(away, 320);
    const { page, context } = user;
    // Home's own fix is not disturbed by the alert's (it once was: 'Location unavailable').
    await page.getByText('By the old fountain').waitFor();
    expect(await nearBanner(page).count()).toBe(0);

    // The user walks: the alert's next fix (every 10 s) finds the message within 100 m.
    await context.setGeolocation(north(place, 40));
    const banner = nearBanner(page);
    await banner
      .getByText('A hidden message is within 100 m')
      .waitFor({ timeout: POSITION_POLL_MS + 8_000 });
    await banner.getByRole('link', { name: 'Open Scanner' }).waitFor();
    await expectAccessible(page, 'Home with the near alert');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });

    // Away and back (each time the app comes to the foreground, a fix at once), then a
    // reload: the same message never alerts twice.
    const comeBack = () =>
      page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await context.setGeolocation(away);
    await comeBack();
    await page.waitForTimeout(1000);
    await context.setGeolocation(north(place, 20));
    await comeBack();
    await page.waitForTimeout(2000);
    expect(await nearBanner(page).count()).toBe(0);
    await page.reload();
    await page.getByText('By the old fountain').waitFor();
    await page.waitForTimeout(2000);
    expect(await nearBanner(page).count()).toBe(0);
  });
});

describe('activity', () => {
  it("puts a dot on the My tab when the user's message is discovered, cleared once seen", async () => {
    const place = newTown();
    const creator = await signedInAt(newTown());
    const message = await hideMessageThroughApi(creator.page.request, e2e.baseURL, SIGN, {
      latitude: place.latitude,
      longitude: place.longitude,
    });
    const myTab = creator.page.getByRole('link', { name: /^My/ });
    await myTab.waitFor();
    expect(await creator.page.getByTestId('unread-dot').count()).toBe(0);

    const finder = await e2e.newUserContext();
    await signUpThroughApi(finder, e2e.baseURL);
    expect(await scanSignThroughApi(finder.page, new URL(e2e.baseURL).origin, place)).toEqual([
      message.id,
    ]);

    // Back to the app (the tab comes to the foreground): the dot, and words for it.
    await creator.page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    await creator.page.getByTestId('unread-dot').waitFor();
    await creator.page.getByRole('link', { name: /My.*\(new activity\)/ }).waitFor();

    await myTab.click();
    const card = creator.page.getByRole('region', { name: 'Activity' });
    const item = card.getByRole('listitem').filter({ hasText: 'Someone discovered your message' });
    await item.waitFor();
    await item.getByText('New', { exact: true }).waitFor();
    await expectAccessible(creator.page, 'My Space with new activity');
    await expect.poll(() => creator.page.getByTestId('unread-dot').count()).toBe(0);
    await creator.page.reload();
    await item.waitFor();
    expect(await item.getByText('New', { exact: true }).count()).toBe(0);
    expect(await creator.page.getByTestId('unread-dot').count()).toBe(0);
  });
});
