// Treasure hunts end to end (issue 11): a creator builds a 3-step hunt at three positions,
// step 1's photo taken with the camera in the page (Chromium's fake camera shows its sign),
// saves a draft, reopens it with ?huntId=, publishes it; a player finds nothing out of turn,
// then walks to steps 1, 2 and 3, each turning from locked to active to completed in the
// viewer, reveals a hint and sees its cost, and ends on the leaderboard of the finished hunt.
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Transaction, Wallet } from '@/shared/contract/wallet';
import {
  failedResource,
  fakeCameraFileFromJpeg,
  launchBrowser,
  type Geolocation,
} from './support/browser';
import { useE2E } from './support/harness';
import { waitForLivePicture } from './support/camera';
import { captureAndScan, discoveryDialog, north, openScanner, statusLine } from './support/scanner';
import { expectNoSidewaysScroll, expectToast, HEAVY_REPLY_MS, NARROW_PHONE } from './support/ui';
import { login, newCredentials, registerThroughForm, signUpThroughApi } from './support/users';
import { topUpThroughApi } from './support/wallet';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../fixtures/scan/${name}`, import.meta.url));

/** Each step: the sign the creator photographs, the other photo a scanner's camera shows. */
const STEPS = [
  { photo: 'a000.jpg', scan: 'a000-p2.jpg', secret: 'The first key is under the bench' },
  { photo: 'a004.jpg', scan: 'a004-p1.jpg', secret: 'Second: ask at the kiosk' },
  { photo: 'a008.jpg', scan: 'a008-p0.jpg', secret: 'Last: the fountain' },
];
/**
 * Three places 150 m apart, far from every other test's: out of each other's 100 m range, and a
 * short walk for the player, who takes WALK_MS between steps (300 km/h at most, decision 011).
 */
const PLACES: Geolocation[] = [0, 1, 2].map((i) => ({
  latitude: -33.8 + i * 0.00135,
  longitude: 151.2,
  accuracy: 10,
}));

/** 150 m (less the two fixes' 10 m each) takes 1.6 s at 300 km/h: the player walks 2 s. */
const WALK_MS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The creator's browser: its fake camera shows step 1's sign. */
const e2e = useE2E({
  launch: { fakeVideoFile: await fakeCameraFileFromJpeg(fixture(STEPS[0]!.photo)) },
});
/** One browser per sign: the fake camera is chosen per browser launch. */
const scannerBrowsers = Promise.all(
  STEPS.map(async (step) =>
    launchBrowser({ fakeVideoFile: await fakeCameraFileFromJpeg(fixture(step.scan)) }),
  ),
);
afterAll(async () => {
  await Promise.all((await scannerBrowsers).map((browser: Browser) => browser.close()));
});

/** Step 1's photo with the camera in the page, the others from a file. */
async function fillStep(page: Page, index: number) {
  const step = STEPS[index]!;
  if (index === 0) {
    await page.getByRole('button', { name: 'Take Photo', exact: true }).click();
    await waitForLivePicture(page);
    await page.getByRole('button', { name: 'Capture', exact: true }).click();
    await page.getByRole('img', { name: 'Selected photo' }).waitFor();
    await page.getByRole('button', { name: 'Retake with Camera', exact: true }).waitFor();
  } else {
    await page.getByLabel('Photo', { exact: true }).setInputFiles(fixture(step.photo));
  }
  // The step's place is where its photo was taken: the device's position then.
  await page
    .getByText(`${PLACES[index]!.latitude.toFixed(4)}, ${PLACES[index]!.longitude.toFixed(4)}`)
    .waitFor();
  await page.getByLabel('Hidden Message', { exact: true }).fill(step.secret);
}

function stepItem(page: Page, title: string, step: number) {
  return page
    .getByRole('list', { name: `Steps of ${title}` })
    .getByRole('listitem')
    .filter({ hasText: `Step ${step}` })
    .first();
}

async function expectStates(page: Page, title: string, states: string[]) {
  await page.goto('/treasure-hunt-viewer');
  await page.getByRole('heading', { name: title }).waitFor();
  for (const [index, state] of states.entries()) {
    await expect.poll(() => stepItem(page, title, index + 1).innerText()).toContain(state);
  }
}

describe('a treasure hunt', () => {
  // One journey through three screens and two users (three photos read, a publish, four
  // walks): well under a minute alone, more beside another browser file on two cores.
  it('is built, drafted, reopened, published and played in order to the leaderboard', async () => {
    const title = `Harbour walk ${Date.now().toString(36)}`;
    const creator = await e2e.newUserContext({ geolocation: PLACES[0] });
    const page = creator.page;
    await signUpThroughApi(creator, e2e.baseURL);
    await topUpThroughApi(page, 10, e2e.baseURL);

    await page.goto('/treasure-hunt');
    await page.getByLabel('Hunt Title', { exact: true }).fill(title);
    await fillStep(page, 0);
    await page.getByLabel('Add Rewards', { exact: true }).check();
    await page.getByLabel('Total Reward (€)', { exact: true }).fill('2');
    await page.getByLabel('Hint 1', { exact: true }).fill('Look behind the blue door');
    for (const index of [1, 2]) {
      await creator.context.setGeolocation(PLACES[index]!);
      await page.getByRole('button', { name: 'Add Step', exact: true }).click();
      await page.getByRole('heading', { name: `Step ${index + 1}`, exact: true }).waitFor();
      await fillStep(page, index);
    }
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
    await expectToast(page, 'Draft Saved');
    const draftId = await page.evaluate(() => sessionStorage.getItem('underprint.huntDraftId'));
    expect(draftId).toMatch(/^\d+$/);

    // Reopened from the link My Space's 'Continue' uses: every step is back.
    await page.goto('/my-space');
    await page.getByRole('heading', { name: 'Pending Treasure Hunts' }).waitFor();
    await page.getByText(title).waitFor();
    await page.goto(`/treasure-hunt?huntId=${draftId}`);
    await expect
      .poll(() => page.getByLabel('Hunt Title', { exact: true }).inputValue())
      .toBe(title);
    await page.getByRole('button', { name: /^Step 3/ }).click();
    await expect
      .poll(() => page.getByLabel('Hidden Message', { exact: true }).inputValue())
      .toBe(STEPS[2]!.secret);
    await page.getByRole('button', { name: 'Create Public Hunt', exact: true }).click();
    await expectToast(page, 'Treasure Hunt Created!', undefined, {
      timeout: HEAVY_REPLY_MS,
    });
    await expect
      .poll(() => page.getByLabel('Hunt Title', { exact: true }).inputValue())
      .toBe('Untitled Hunt');

    // The player registers in the first scanner browser and signs in on the other two.
    const player = newCredentials();
    const browsers = await scannerBrowsers;
    const devices = [];
    for (const [index, browser] of browsers.entries()) {
      const device = await e2e.newUserContext({ browser, geolocation: north(PLACES[index]!, 15) });
      // The first phone is the narrowest (issue 21): the hunt is played and viewed at 320 px.
      if (index === 0) await device.page.setViewportSize(NARROW_PHONE);
      if (index === 0) await registerThroughForm(device.page, player);
      else await login(device.page, player);
      devices.push(device);
    }
    const viewer = devices[0]!.page;
    await expectStates(viewer, title, ['Active', 'Locked', 'Locked']);
    await expectNoSidewaysScroll(viewer, 'the hunt to play, at 320 px');
    await expect
      .poll(() => stepItem(viewer, title, 2).innerText())
      .toContain('Complete the previous step to unlock');

    // At step 2's place, with step 2's sign in the camera: not their turn, nothing found, and
    // the scanner says which step this is and which comes first (issue 19).
    const early = devices[1]!.page;
    const outOfTurn = `This is step 2 of '${title}'. Find step 1 first.`;
    await openScanner(early);
    await captureAndScan(early);
    await statusLine(early).getByText(outOfTurn, { exact: true }).waitFor({ timeout: 30_000 });
    // Again after a reload: the same answer, and still nothing discovered.
    await early.reload();
    await early.getByRole('heading', { name: 'Scanner', exact: true }).waitFor();
    await captureAndScan(early);
    await statusLine(early).getByText(outOfTurn, { exact: true }).waitFor({ timeout: 30_000 });
    expect(await discoveryDialog(early).count()).toBe(0);

    // A hint for step 1, and what it costs.
    await viewer.getByRole('button', { name: /Reveal hint 1/ }).click();
    await expectToast(viewer, 'Hint Revealed');
    await expect
      .poll(() => stepItem(viewer, title, 1).innerText())
      .toContain('Hint 1: Look behind the blue door');
    await expect
      .poll(() => stepItem(viewer, title, 1).innerText())
      .toContain('Reward for this step: €1.50');

    for (const index of [0, 1, 2]) {
      const scanner = devices[index]!.page;
      await sleep(WALK_MS);
      await openScanner(scanner);
      await captureAndScan(scanner);
      await discoveryDialog(scanner).waitFor({ timeout: 30_000 });
      await expect.poll(() => discoveryDialog(scanner).innerText()).toContain(STEPS[index]!.secret);
      if (index === 0) {
        // The €2.00 share less the hint: the dialog says what was paid, and the wallet got it.
        const dialog = discoveryDialog(scanner);
        await dialog.getByText('You earned €1.50', { exact: true }).waitFor();
        const box = (await dialog.boundingBox())!;
        expect(box.x + box.width, 'the discovery dialog at 320 px').toBeLessThanOrEqual(320);
        await expectNoSidewaysScroll(scanner, 'the scanner with a step found, at 320 px');
        expect(await dialog.getByText('You earned €2.00').count()).toBe(0);
        await dialog.getByText(/reward per scan is €2\.00, less the hints you revealed/).waitFor();
        const wallet = (await (await scanner.request.get('/api/wallet')).json()) as Wallet;
        expect(wallet).toMatchObject({ withdrawableBalance: 1.5, pendingBalance: 0 });
        const history = (await (
          await scanner.request.get('/api/wallet/transactions')
        ).json()) as Transaction[];
        expect(history.map((entry) => entry.amount)).toEqual([1.5]);
      }
      if (index < 2) {
        const states = ['Completed', 'Completed', 'Completed'].map((state, i) =>
          i <= index ? state : i === index + 1 ? 'Active' : 'Locked',
        );
        await expectStates(viewer, title, states);
      }
    }

    // Finished: gone from the hunts to play, and under Finished Hunts with the player first
    // on its leaderboard.
    await viewer.goto('/treasure-hunt-viewer');
    await viewer.getByRole('heading', { name: 'Available Treasure Hunts' }).waitFor();
    const finished = viewer.getByRole('region', { name: 'Finished Hunts' });
    const card = finished.getByRole('article', { name: title });
    await card.waitFor();
    await expect.poll(() => viewer.getByRole('heading', { name: title, level: 2 }).count()).toBe(0);
    await expect
      .poll(() =>
        card.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem').allInnerTexts(),
      )
      .toEqual([expect.stringContaining(`1. ${player.nickname}`)]);
    await expectNoSidewaysScroll(viewer, 'a finished hunt and its leaderboard, at 320 px');
    await page.goto('/my-space');
    const mine = page.getByRole('region', { name: 'My Treasure Hunts' });
    const published = mine.getByRole('listitem').filter({ hasText: title });
    await expect.poll(() => published.innerText()).toContain('1 finished');

    // The creator deletes it: the toast says so although the hunt leaves the list at once.
    await published.getByRole('button', { name: 'Delete', exact: true }).click();
    await published.getByRole('button', { name: 'Delete Hunt', exact: true }).click();
    await expectToast(page, 'Treasure Hunt Deleted', 'Unpaid rewards went back to your wallet.');
    await mine.getByText('You have not published a treasure hunt yet.').waitFor();
  }, 120_000);

  it("is refused while a step's photo warning is unconfirmed, and published once that step confirms it", async () => {
    // Far from the other tests' places: nothing else hides within 100 m.
    const places = [0, 1].map((i) => ({ latitude: -34.2 + i * 0.00135, longitude: 151.2 }));
    const creator = await e2e.newUserContext({ geolocation: { ...places[0]!, accuracy: 10 } });
    const page = creator.page;
    creator.allowConsoleErrors(failedResource(409, '/api/treasure-hunt'));
    await signUpThroughApi(creator, e2e.baseURL);
    await topUpThroughApi(page, 10, e2e.baseURL);
    // Each step's photo goes up once, when chosen; the publish names the uploads (decision 025).
    const uploadsSent: string[] = [];
    type Sent = { waypoints: Array<{ uploadId?: number; photo?: string | null }> };
    const publishes: Sent[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url()).pathname;
      if (request.method() !== 'POST') return;
      if (url === '/api/uploads') uploadsSent.push(url);
      if (url === '/api/treasure-hunt') publishes.push(request.postDataJSON() as Sent);
    });
    await page.goto('/treasure-hunt');
    const photos = [
      fixture('a004.jpg'),
      // An emergency-exit sign: wording printed everywhere, warned of as too common.
      fileURLToPath(new URL('../fixtures/photos/emergency-exit-sign.jpg', import.meta.url)),
    ];
    for (const [index, photo] of photos.entries()) {
      if (index > 0) {
        await creator.context.setGeolocation({ ...places[index]!, accuracy: 10 });
        await page.getByRole('button', { name: 'Add Step', exact: true }).click();
      }
      await page.getByRole('heading', { name: `Step ${index + 1}`, exact: true }).waitFor();
      await page.getByLabel('Photo', { exact: true }).setInputFiles(photo);
      await page.getByText(/^Text read: \d+ letters and digits$/).waitFor();
      await page.getByLabel('Hidden Message', { exact: true }).fill(`Secret ${index + 1}`);
    }
    const anyway = page.getByLabel('Publish with this photo anyway', { exact: true });
    await page.getByText(/printed in many places/).waitFor();

    const create = page.getByRole('button', { name: 'Create Public Hunt', exact: true });
    await create.click();
    const refusal = await expectToast(page, 'Error Creating Hunt');
    expect(await refusal.innerText()).toContain('Step 2 needs a look before publishing');

    // Ticked on step 2, kept while step 1 is shown, sent with step 2.
    await anyway.check();
    await page.getByRole('button', { name: /^Step 1/ }).click();
    await page.getByRole('heading', { name: 'Step 1', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Step 2/ }).click();
    await expect.poll(() => anyway.isChecked()).toBe(true);
    await create.click();
    await expectToast(page, 'Treasure Hunt Created!', undefined, {
      timeout: HEAVY_REPLY_MS,
    });
    // Shown again, a step looks its upload up rather than sending the photo again; both
    // presses named the uploads and sent no photo.
    expect(uploadsSent).toHaveLength(2);
    expect(publishes).toHaveLength(2);
    for (const body of publishes) {
      expect(body.waypoints.map((w) => [typeof w.uploadId, w.photo ?? null])).toEqual([
        ['number', null],
        ['number', null],
      ]);
    }
    // Published once, charged once: the refused press left nothing behind.
    const mine = (await (await page.request.get('/api/treasure-hunts')).json()) as unknown[];
    expect(mine).toHaveLength(1);
    const wallet = (await (await page.request.get('/api/wallet')).json()) as Wallet;
    expect(wallet.balance).toBeLessThan(10);
  }, 60_000);

  it('warns of two steps behind the same text at one place, on each step, and publishes once both confirm', async () => {
    // Far from the other tests' places; both steps 20 m apart, behind one sign.
    const places = [0, 1].map((i) => ({ latitude: -35.2 + i * 0.00018, longitude: 149.1 }));
    const creator = await e2e.newUserContext({ geolocation: { ...places[0]!, accuracy: 10 } });
    const page = creator.page;
    creator.allowConsoleErrors(failedResource(409, '/api/treasure-hunt'));
    await signUpThroughApi(creator, e2e.baseURL);
    await topUpThroughApi(page, 10, e2e.baseURL);
    await page.goto('/treasure-hunt');
    for (const index of [0, 1]) {
      if (index > 0) {
        await creator.context.setGeolocation({ ...places[index]!, accuracy: 10 });
        await page.getByRole('button', { name: 'Add Step', exact: true }).click();
      }
      await page.getByRole('heading', { name: `Step ${index + 1}`, exact: true }).waitFor();
      await page.getByLabel('Photo', { exact: true }).setInputFiles(fixture('a004.jpg'));
      await page.getByText(/^Text read: \d+ letters and digits$/).waitFor();
      await page.getByLabel('Hidden Message', { exact: true }).fill(`Twin ${index + 1}`);
    }
    // Step 2's photo is weighed against step 1's upload, and step 1's against step 2's.
    const twin = page.getByText(/^Another message within 100 m hides behind nearly the same text/);
    const anyway = page.getByLabel('Publish with this photo anyway', { exact: true });
    await twin.waitFor();
    const create = page.getByRole('button', { name: 'Create Public Hunt', exact: true });
    await create.click();
    const refusal = await expectToast(page, 'Error Creating Hunt');
    expect(await refusal.innerText()).toContain('Steps 1 and 2 need a look before publishing');
    await anyway.check();
    await page.getByRole('button', { name: /^Step 1/ }).click();
    await page.getByRole('heading', { name: 'Step 1', exact: true }).waitFor();
    await twin.waitFor();
    await anyway.check();
    await create.click();
    await expectToast(page, 'Treasure Hunt Created!', undefined, {
      timeout: HEAVY_REPLY_MS,
    });
  }, 60_000);

  it('asks before removing a step, keeps the others as they were, and never leaves focus on the next Remove', async () => {
    const creator = await e2e.newUserContext({ geolocation: PLACES[0] });
    const page = creator.page;
    await signUpThroughApi(creator, e2e.baseURL);
    await page.goto('/treasure-hunt');
    const secret = page.getByLabel('Hidden Message', { exact: true });
    const words = ['First stop', 'Second stop', 'Third stop'];
    for (const [index, text] of words.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Add Step', exact: true }).click();
      await page.getByRole('heading', { name: `Step ${index + 1}`, exact: true }).waitFor();
      await secret.fill(text);
    }
    const stepButtons = page.getByRole('group', { name: 'Steps' }).getByRole('button');
    await stepButtons.filter({ hasText: 'Step 2' }).click();
    const remove = page.getByRole('button', { name: 'Remove Step 2', exact: true });

    // Asked first: Cancel keeps step 2 with its words, and focus returns to Remove Step 2.
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Remove Step 2?', exact: true });
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await stepButtons.count()).toBe(3);
    expect(await secret.inputValue()).toBe('Second stop');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Remove Step 2');

    // Removed: the step before it is shown, focus is on Add Step, not on the Remove button
    // that now names the next step, so a second press removes nothing more.
    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Remove Step', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await stepButtons.count()).toBe(2);
    await page.getByRole('heading', { name: 'Step 1', exact: true }).waitFor();
    expect(await secret.inputValue()).toBe('First stop');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Add Step');
    await stepButtons.filter({ hasText: 'Step 2' }).click();
    expect(await secret.inputValue()).toBe('Third stop');

    // Escape cancels as well, and removing the only step left asks too, then clears it.
    await page.getByRole('button', { name: 'Remove Step 2', exact: true }).click();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await stepButtons.count()).toBe(2);
    await page.getByRole('button', { name: 'Remove Step 2', exact: true }).click();
    await confirm.getByRole('button', { name: 'Remove Step', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Step 1', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Remove Step 1?', exact: true })
      .getByRole('button', { name: 'Remove Step', exact: true })
      .click();
    expect(await stepButtons.count()).toBe(1);
    await expect.poll(() => secret.inputValue()).toBe('');
  }, 60_000);
});
