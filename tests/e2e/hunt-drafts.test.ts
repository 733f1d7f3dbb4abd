// Hunts never lose work or charge twice (issue 19, points 1, 2 and 3), at 390 px: a saved
// draft survives the bottom nav, a reload and a second new hunt; unsaved edits (the photo too)
// come back after a reload and leaving asks first; a published draft is consumed and a
// repeated publish is answered with the hunt already made, charged once.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Hunt, HuntDraft, HuntDraftSummary } from '@/shared/contract/hunts';
import type { Wallet } from '@/shared/contract/wallet';
import { failedResource } from './support/browser';
import { readKept } from './support/kept';
import { useE2E } from './support/harness';
import { expectToast, HEAVY_REPLY_MS, mainNav, nextApiResponse } from './support/ui';
import { logout, signUpThroughApi } from './support/users';
import { topUpThroughApi } from './support/wallet';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../fixtures/scan/${name}`, import.meta.url));
const PLACE = { latitude: -33.79, longitude: 151.25, accuracy: 10 };

const e2e = useE2E();

async function newCreator(geolocation = PLACE) {
  const creator = await e2e.newUserContext({ geolocation });
  await signUpThroughApi(creator, e2e.baseURL);
  return creator;
}

const titleField = (page: Page) => page.getByLabel('Hunt Title', { exact: true });
const secretField = (page: Page) => page.getByLabel('Hidden Message', { exact: true });
const photo = (page: Page) => page.getByRole('img', { name: 'Selected photo' });

/** A step with a photo (and the place it was taken) and a secret, as a person fills it. */
async function fillHunt(page: Page, title: string, secret: string, place = PLACE) {
  await titleField(page).fill(title);
  await page.getByLabel('Photo', { exact: true }).setInputFiles(fixture('a004.jpg'));
  await photo(page).waitFor();
  await page.getByText(`${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)}`).waitFor();
  await secretField(page).fill(secret);
}

async function expectEditor(page: Page, title: string, secret: string) {
  await expect.poll(() => titleField(page).inputValue()).toBe(title);
  await expect.poll(() => secretField(page).inputValue()).toBe(secret);
  await photo(page).waitFor();
}

/**
 * Save Draft, waiting for its answer (an earlier save's toast may still be on screen).
 * `double`: pressed twice in a row, as an impatient thumb does.
 */
async function saveDraft(page: Page, { double = false } = {}) {
  const answer = nextApiResponse(page, 'POST', '/api/treasure-hunt/draft');
  const button = page.getByRole('button', { name: 'Save Draft', exact: true });
  await (double ? button.dblclick() : button.click());
  expect((await answer).status()).toBe(200);
  await expectToast(page, 'Draft Saved');
}

/** A new hunt written and saved as a draft in this tab; its id, as the tab's session keeps it. */
async function newSavedDraft(page: Page, title: string, secret: string): Promise<number> {
  await page.goto('/treasure-hunt');
  await fillHunt(page, title, secret);
  await saveDraft(page);
  return Number(await page.evaluate(() => sessionStorage.getItem('underprint.huntDraftId')));
}

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

const tab = (page: Page, name: string) =>
  mainNav(page).getByRole('link', { name, exact: true }).click();

/** What the device keeps of the editor (IndexedDB), once it holds `title`. */
async function keptOnDevice(page: Page, title: string) {
  await expect
    .poll(() =>
      readKept(page, 'underprint-hunt-editor').then((kept) =>
        (kept as Array<{ title: string }>).map((draft) => draft.title),
      ),
    )
    .toContain(title);
}

describe('hunt drafts', () => {
  it('keep their photo and message through the bottom nav, a reload and a second new hunt', async () => {
    const { page } = await newCreator();
    const first = `Old port ${Date.now().toString(36)}`;
    const draftId = await newSavedDraft(page, first, 'Under the third bench');
    expect(draftId).toBeGreaterThan(0);

    // Home in the bottom nav (nothing unsaved: no question), then back to Hunt.
    await tab(page, 'Home');
    await page.waitForURL((url) => url.pathname === '/');
    await tab(page, 'Hunt');
    await expectEditor(page, first, 'Under the third bench');
    await saveDraft(page);
    let saved = await api<HuntDraft>(page, `/api/treasure-hunt/drafts/${draftId}`);
    expect(saved).toMatchObject({ title: first, version: 2 });
    expect(saved.waypointsData[0]!.hiddenMessage).toBe('Under the third bench');
    expect(saved.waypointsData[0]!.photo).toMatch(/^data:image\/jpeg;base64,/);

    await page.reload();
    await expectEditor(page, first, 'Under the third bench');
    await saveDraft(page);
    saved = await api<HuntDraft>(page, `/api/treasure-hunt/drafts/${draftId}`);
    expect(saved.version).toBe(3);
    expect(saved.waypointsData[0]!.photo).toMatch(/^data:image\/jpeg;base64,/);

    // A second hunt in the same tab is a new draft: the first stays as it was.
    await page.getByRole('button', { name: 'New Hunt', exact: true }).click();
    await expect.poll(() => titleField(page).inputValue()).toBe('Untitled Hunt');
    await expect.poll(() => photo(page).count()).toBe(0);
    const second = `${first} (2)`;
    await titleField(page).fill(second);
    await secretField(page).fill('Ask at the kiosk');
    await saveDraft(page);
    const drafts = await api<HuntDraftSummary[]>(page, '/api/treasure-hunt/drafts');
    expect(drafts.map((draft) => draft.title).sort()).toEqual([first, second].sort());
    saved = await api<HuntDraft>(page, `/api/treasure-hunt/drafts/${draftId}`);
    expect(saved).toMatchObject({ title: first, version: 3 });
    expect(saved.waypointsData[0]!.hiddenMessage).toBe('Under the third bench');
  }, 90_000);

  it('refuse a save from a stale screen, and reopening shows the version saved elsewhere', async () => {
    const creator = await newCreator();
    const { page } = creator;
    const title = `Two tabs ${Date.now().toString(36)}`;
    const draftId = await newSavedDraft(page, title, 'First words');

    // Another device saves a change over version 1 (as its editor would).
    const opened = await api<HuntDraft>(page, `/api/treasure-hunt/drafts/${draftId}`);
    const elsewhere = await page.request.post('/api/treasure-hunt/draft', {
      headers: { Origin: e2e.baseURL },
      data: {
        id: draftId,
        version: opened.version,
        title,
        waypoints: [{ ...opened.waypointsData[0], hiddenMessage: 'Saved in the other tab' }],
      },
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);

    // This screen still holds version 1: its save is refused and changes nothing.
    creator.allowConsoleErrors(failedResource(409, '/api/treasure-hunt/draft'));
    await secretField(page).fill('Written in a stale tab');
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    await expectToast(
      page,
      'Error Saving Draft',
      'This draft was saved elsewhere since you opened it (version 2, yours is 1). Nothing was saved: open it again from My Space to continue from the saved version.',
    );
    const saved = await api<HuntDraft>(page, `/api/treasure-hunt/drafts/${draftId}`);
    expect(saved.waypointsData[0]!.hiddenMessage).toBe('Saved in the other tab');

    // Reopened from My Space's link: the saved version, not the stale edits.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`/treasure-hunt?huntId=${draftId}`);
    await expectEditor(page, title, 'Saved in the other tab');
  }, 90_000);

  it('keep each tab’s unsaved hunt when a second tab opens a saved draft at the same time', async () => {
    const creator = await newCreator();
    const { page } = creator;
    const saved = `Saved one ${Date.now().toString(36)}`;
    const draftId = await newSavedDraft(page, saved, 'Saved secret');
    // A new hunt, written and not saved: it exists only on this device.
    await page.getByRole('button', { name: 'New Hunt', exact: true }).click();
    await expect.poll(() => titleField(page).inputValue()).toBe('Untitled Hunt');
    const unsaved = `Alpha unsaved ${Date.now().toString(36)}`;
    await fillHunt(page, unsaved, 'Only on this phone');
    await page.getByText('Unsaved changes, kept on this device').waitFor();
    await keptOnDevice(page, unsaved);

    // A second tab continues the saved draft (My Space's link) and changes it, unsaved.
    const other = await creator.context.newPage();
    await other.goto(`/treasure-hunt?huntId=${draftId}`);
    await expectEditor(other, saved, 'Saved secret');
    await secretField(other).fill('Changed in the second tab');
    await other.getByText('Unsaved changes, kept on this device').waitFor();
    await keptOnDevice(other, saved);

    // Each tab, reloaded, finds its own hunt: neither wrote over the other's.
    for (const tabPage of [page, other]) {
      tabPage.on('dialog', (dialog) => void dialog.accept());
    }
    await page.reload();
    await expectEditor(page, unsaved, 'Only on this phone');
    await other.reload();
    await expectEditor(other, saved, 'Changed in the second tab');
    await other.close();
  }, 90_000);

  it('bring unsaved edits back after a reload, photo included, and ask before leaving them', async () => {
    const { page } = await newCreator();
    const title = `Unsaved ${Date.now().toString(36)}`;
    await page.goto('/treasure-hunt');
    await fillHunt(page, title, 'Behind the blue door');
    await page.getByText('Unsaved changes, kept on this device').waitFor();
    await keptOnDevice(page, title);

    // A tab tapped by mistake: the app asks, and staying keeps everything.
    await tab(page, 'Home');
    const ask = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep Editing', exact: true }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/treasure-hunt');
    await expectEditor(page, title, 'Behind the blue door');

    // A reload: the browser asks first (beforeunload), and the edits come back.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toContain('beforeunload');
    await expectEditor(page, title, 'Behind the blue door');
    await page.getByText('Unsaved changes, kept on this device').waitFor();

    // Leaving on purpose, then coming back: still there, on this device.
    await tab(page, 'My');
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/my-space');
    await tab(page, 'Hunt');
    await expectEditor(page, title, 'Behind the blue door');
    // Nothing reached the server: it was never saved.
    expect(await api<HuntDraftSummary[]>(page, '/api/treasure-hunt/drafts')).toEqual([]);
  }, 90_000);

  it('leave from Unsaved Changes or start anew: Back goes to the screen before, each time in one press', async () => {
    const { page } = await newCreator();
    await page.goto('/my-space');
    await page.getByRole('heading', { level: 1, name: 'My Space' }).waitFor();
    await tab(page, 'Hunt');
    await titleField(page).fill('Back twice');
    await page.getByText('Unsaved changes, kept on this device').waitFor();
    await tab(page, 'Home');
    const ask = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await ask.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Home took the dialog's place in the history. It used to go on top of it, and the second
    // Back came to the editor again, with the dialog's entry still under it.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/treasure-hunt');
    await expect.poll(() => titleField(page).inputValue()).toBe('Back twice');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/my-space');
    await page.getByRole('heading', { level: 1, name: 'My Space' }).waitFor();
    await page.goForward();
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/');

    // Start New Hunt over unsaved edits: the editor empties, and one Back still leaves it (the
    // plain address replaced with itself left a second entry of the editor to go back through).
    await tab(page, 'Hunt');
    await expect.poll(() => titleField(page).inputValue()).toBe('Back twice');
    await page.getByRole('button', { name: 'New Hunt', exact: true }).click();
    await ask.getByRole('button', { name: 'Start New Hunt', exact: true }).click();
    await expect.poll(() => titleField(page).inputValue()).toBe('Untitled Hunt');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
  }, 60_000);

  it('ask before a draft opened from My Space replaces unsaved edits of another hunt', async () => {
    const { page } = await newCreator();
    await newSavedDraft(page, 'Saved A', 'A secret');
    await page.getByRole('button', { name: 'New Hunt', exact: true }).click();
    await fillHunt(page, 'Unsaved B', 'B secret, never saved');
    await keptOnDevice(page, 'Unsaved B');
    await tab(page, 'My');
    const ask = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await ask.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'My Space' }).waitFor();
    const continueA = page
      .getByRole('listitem')
      .filter({ hasText: 'Saved A' })
      .getByRole('link', { name: 'Continue' });

    // Before, Continue opened A at once and B was gone for good.
    await continueA.click();
    await ask.getByText(/Opening this draft replaces them/).waitFor();
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/my-space');
    await continueA.click();
    await ask.getByRole('button', { name: 'Keep Editing', exact: true }).click();
    await expectEditor(page, 'Unsaved B', 'B secret, never saved');

    await tab(page, 'My');
    await ask.getByRole('button', { name: 'Leave', exact: true }).click();
    await continueA.click();
    await ask.getByRole('button', { name: 'Open Draft', exact: true }).click();
    await expectEditor(page, 'Saved A', 'A secret');
  }, 60_000);

  it('offer a new hunt at the address of a draft that is gone, not a Try Again that cannot help', async () => {
    const creator = await newCreator();
    const { page } = creator;
    creator.allowConsoleErrors(failedResource(404, '/api/treasure-hunt/drafts/999999'));
    await page.goto('/treasure-hunt?huntId=999999');
    await page
      .getByText(
        'This draft is not there any more: it was published or deleted, or it is not yours.',
        { exact: true },
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Try Again', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'New Hunt', exact: true }).click();
    await expect.poll(() => titleField(page).inputValue()).toBe('Untitled Hunt');
    expect(new URL(page.url()).search).toBe('');
  });

  it('keep a save answered after the screen was left: back in Hunt it is saved, not a second draft', async () => {
    const { page } = await newCreator();
    const title = `Left mid-save ${Date.now().toString(36)}`;
    await page.goto('/treasure-hunt');
    await fillHunt(page, title, 'Under the clock');
    // A slow connection: the save is still under way when a tab is tapped.
    await page.route('**/api/treasure-hunt/draft', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const answer = nextApiResponse(page, 'POST', '/api/treasure-hunt/draft');
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    await tab(page, 'Home');
    const ask = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await ask.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await answer).status()).toBe(200);
    await page.unroute('**/api/treasure-hunt/draft');
    const [first] = await api<HuntDraftSummary[]>(page, '/api/treasure-hunt/drafts');
    // What the device keeps now names that draft (a person cannot come back within the write).
    await expect
      .poll(() =>
        readKept(page, 'underprint-hunt-editor').then((kept) =>
          (kept as Array<{ draftId: number | null }>).map((editor) => editor.draftId),
        ),
      )
      .toEqual([first!.id]);

    // It used to come back 'Unsaved', unbound: its Save Draft made a second draft.
    await tab(page, 'Hunt');
    await expectEditor(page, title, 'Under the clock');
    await page.getByText('Draft saved', { exact: true }).waitFor();
    await secretField(page).fill('Under the station clock');
    await saveDraft(page);
    const drafts = await api<HuntDraftSummary[]>(page, '/api/treasure-hunt/drafts');
    expect(drafts.map(({ id, version }) => ({ id, version }))).toEqual([
      { id: first!.id, version: 2 },
    ]);
  }, 90_000);

  it('keep a save of a saved draft answered after the screen was left, back in Hunt at once', async () => {
    const place = { ...PLACE, latitude: PLACE.latitude - 0.02 };
    const { page } = await newCreator(place);
    const title = `Back at once ${Date.now().toString(36)}`;
    await page.goto('/treasure-hunt');
    await fillHunt(page, title, 'Under the bridge', place);
    await saveDraft(page);
    await secretField(page).fill('Under the old bridge');
    await page.route('**/api/treasure-hunt/draft', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const answer = nextApiResponse(page, 'POST', '/api/treasure-hunt/draft');
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    await tab(page, 'My');
    const ask = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await ask.getByRole('button', { name: 'Leave', exact: true }).click();
    expect((await answer).status()).toBe(200);
    await page.unroute('**/api/treasure-hunt/draft');
    // Straight back, not waiting for the device's copy: the save used to be recorded only after
    // the lists' refetch, so the editor came back unsaved at version 1, and its next save was
    // refused as made elsewhere.
    await tab(page, 'Hunt');
    await expectEditor(page, title, 'Under the old bridge');
    await page.getByText('Draft saved', { exact: true }).waitFor();
    await secretField(page).fill('Under the oldest bridge');
    await saveDraft(page);
    const drafts = await api<HuntDraftSummary[]>(page, '/api/treasure-hunt/drafts');
    expect(drafts.map(({ title: named, version }) => ({ named, version }))).toEqual([
      { named: title, version: 3 },
    ]);
  }, 90_000);

  it('leave the user where they went when a publish answers after the screen was left', async () => {
    // Away from the other tests' hunts: the same sign published twice in 100 m warns.
    const place = { ...PLACE, latitude: PLACE.latitude + 0.02 };
    const { page } = await newCreator(place);
    const title = `Left mid-publish ${Date.now().toString(36)}`;
    await page.goto('/treasure-hunt');
    await topUpThroughApi(page, 10);
    await fillHunt(page, title, 'By the lighthouse', place);
    await saveDraft(page);
    // A slow connection: the publish is still under way when the My tab is tapped.
    await page.route('**/api/treasure-hunt', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Public Hunt', exact: true }).click();
    await page.getByRole('button', { name: 'Creating...', exact: true }).waitFor();
    await tab(page, 'My');
    await page.waitForURL((url) => url.pathname === '/my-space');

    // Told it is live, and still in My Space: the editor used to pull the user back to itself.
    await expectToast(page, 'Treasure Hunt Created!', undefined, { timeout: HEAVY_REPLY_MS });
    await page.getByRole('region', { name: 'My Treasure Hunts' }).getByText(title).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-space');
    await tab(page, 'Hunt');
    await expect.poll(() => titleField(page).inputValue()).toBe('Untitled Hunt');
  }, 90_000);

  it('are forgotten on this device when the user signs out, as a started message is', async () => {
    const creator = await e2e.newUserContext({ geolocation: PLACE });
    const credentials = await signUpThroughApi(creator, e2e.baseURL);
    const { page } = creator;
    const title = `Shared phone ${Date.now().toString(36)}`;
    await page.goto('/treasure-hunt');
    await fillHunt(page, title, 'The secret under the bench');
    await keptOnDevice(page, title);

    // Leaving unsaved edits, the browser asks first (beforeunload): signing out is meant.
    page.on('dialog', (dialog) => void dialog.accept());
    await logout(page, credentials.nickname);
    // The secret, the photo and the place used to stay in IndexedDB for the next person.
    await expect.poll(() => readKept(page, 'underprint-hunt-editor')).toEqual([]);
  }, 90_000);

  it('save and publish the edits kept on the device after their draft was deleted in My Space', async () => {
    // Away from the other tests' hunts: the same sign published twice in 100 m warns.
    const place = { ...PLACE, latitude: PLACE.latitude + 0.01 };
    const creator = await newCreator(place);
    const { page } = creator;
    const title = `Deleted meanwhile ${Date.now().toString(36)}`;
    await page.goto('/treasure-hunt');
    await topUpThroughApi(page, 10);
    await fillHunt(page, title, 'Saved words', place);
    await saveDraft(page);
    const deletedId = Number(
      await page.evaluate("sessionStorage.getItem('underprint.huntDraftId')"),
    );
    await secretField(page).fill('Words written after the save');
    await keptOnDevice(page, title);

    // Left with the edits on the device (as the dialog promises), the draft deleted in My Space.
    await tab(page, 'My');
    const ask = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await ask.getByRole('button', { name: 'Leave', exact: true }).click();
    const pending = page.getByRole('region', { name: 'Pending Treasure Hunts' });
    await pending.getByRole('button', { name: `Delete draft ${title}`, exact: true }).click();
    await pending.getByText('No drafts. Save a hunt as a draft to finish it later.').waitFor();

    // Back in Hunt the edits are there, and Save Draft keeps them as a draft again: it used to
    // answer 'This draft does not exist or is not yours.' to every save, after a reload too.
    await tab(page, 'Hunt');
    await expectEditor(page, title, 'Words written after the save');
    // The save over the gone draft is refused (404) before the hunt is saved as a new one.
    creator.allowConsoleErrors(
      failedResource(404, '/api/treasure-hunt/draft'),
      failedResource(404, '/api/treasure-hunt'),
    );
    // The first save's 'Draft Saved' may still be on screen: wait for this save's own answer.
    const savedAsNew = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/treasure-hunt/draft' &&
        response.status() === 200,
    );
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    await savedAsNew;
    await expectToast(page, 'Draft Saved', `'${title}' is in My Space.`);
    const drafts = await api<HuntDraftSummary[]>(page, '/api/treasure-hunt/drafts');
    expect(drafts.map((draft) => draft.title)).toEqual([title]);
    expect(drafts[0]!.id).not.toBe(deletedId);
    const saved = await api<HuntDraft>(page, `/api/treasure-hunt/drafts/${drafts[0]!.id}`);
    expect(saved.waypointsData[0]!.hiddenMessage).toBe('Words written after the save');

    // The same once more, then publishing straight away: it publishes, without the gone draft.
    await page.request.delete(`/api/treasure-hunt/drafts/${drafts[0]!.id}`, {
      headers: { Origin: e2e.baseURL },
    });
    await page.getByRole('button', { name: 'Create Public Hunt', exact: true }).click();
    await expectToast(page, 'Treasure Hunt Created!', undefined, { timeout: HEAVY_REPLY_MS });
    const mine = await api<Hunt[]>(page, '/api/treasure-hunts');
    expect(mine.map((hunt) => hunt.title)).toEqual([title]);
  }, 90_000);

  it('are consumed by publishing, and a repeated publish is the same hunt, charged once', async () => {
    const creator = await newCreator();
    const { page } = creator;
    await page.goto('/treasure-hunt');
    await topUpThroughApi(page, 10);
    const title = `Publish once ${Date.now().toString(36)}`;
    await fillHunt(page, title, 'The fountain');
    await saveDraft(page, { double: true });
    // Pressed twice, saved once: one draft.
    expect(await api<HuntDraftSummary[]>(page, '/api/treasure-hunt/drafts')).toHaveLength(1);
    await tab(page, 'My');
    const pending = page.getByRole('region', { name: 'Pending Treasure Hunts' });
    await pending.getByText(title).waitFor();
    await tab(page, 'Hunt');
    await expectEditor(page, title, 'The fountain');

    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/treasure-hunt',
    );
    // Pressed twice: one hunt, charged once (the two presses used to carry two keys).
    await page.getByRole('button', { name: 'Create Public Hunt', exact: true }).dblclick();
    await expectToast(page, 'Treasure Hunt Created!', undefined, {
      timeout: HEAVY_REPLY_MS,
    });
    await expect.poll(() => titleField(page).inputValue()).toBe('Untitled Hunt');
    const body = (await sent).postDataJSON() as { draftId: number; idempotencyKey: string };
    expect(body.draftId).toBeGreaterThan(0);
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    const balance = (await api<Wallet>(page, '/api/wallet')).balance;
    const mine = await api<Hunt[]>(page, '/api/treasure-hunts');
    expect(mine.map((hunt) => hunt.title)).toEqual([title]);

    // Gone from Pending Treasure Hunts.
    await tab(page, 'My');
    await pending.getByText('No drafts. Save a hunt as a draft to finish it later.').waitFor();
    await page.getByRole('region', { name: 'My Treasure Hunts' }).getByText(title).waitFor();

    // The same request again (a retry after a lost answer): the hunt already made.
    const retry = await page.request.post('/api/treasure-hunt', {
      headers: { Origin: e2e.baseURL },
      data: body,
    });
    expect(retry.status()).toBe(201);
    expect(((await retry.json()) as Hunt).id).toBe(mine[0]!.id);
    expect((await api<Wallet>(page, '/api/wallet')).balance).toBe(balance);
    expect(await api<Hunt[]>(page, '/api/treasure-hunts')).toHaveLength(1);

    // Opening the consumed draft again says so; it cannot be published a second time.
    creator.allowConsoleErrors(failedResource(404, `/api/treasure-hunt/drafts/${body.draftId}`));
    await page.goto(`/treasure-hunt?huntId=${body.draftId}`);
    await expectToast(page, 'Error Loading Draft');
  }, 90_000);
});
