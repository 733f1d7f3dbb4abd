// Magazines & Books (/magazines-books): messages hidden behind a page of a book or magazine,
// discoverable from anywhere; the create form, its validation and the shared list (SPEC 2-5, 8).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Photo } from '@/shared/contract/photos';
import type { Upload } from '@/shared/contract/uploads';
import { minimalPdf } from '../support/images';
import type { UserContext } from './support/browser';
import { useE2E } from './support/harness';
import { expectToast, isPublish, nextApiResponse, publishedFields } from './support/ui';
import { signUpThroughApi, type Credentials } from './support/users';
import { topUpThroughApi } from './support/wallet';

/** A photographed page of a book (scan-devset anchor a003, a global 'page'). */
const PAGE_PHOTO = 'tests/fixtures/scan/a003.jpg';
/** A short sign (scan-devset anchor a001). */
const SIGN_PHOTO = 'tests/fixtures/scan/a001.jpg';
/** Reading a whole page of text takes the server seconds, more than a click's 10 s budget. */
const CREATE_TIMEOUT_MS = 45_000;

const e2e = useE2E();

type SignedIn = UserContext & { credentials: Credentials };

/** A new user, signed up through the API on their own device; no page is open yet. */
async function signedIn(): Promise<SignedIn> {
  const user = await e2e.newUserContext();
  const credentials = await signUpThroughApi(user, e2e.baseURL);
  return { ...user, credentials };
}

function main(page: Page): Locator {
  return page.getByRole('main');
}

function globalList(page: Page): Locator {
  return page.getByRole('region', { name: 'Global Messages', exact: true });
}

function cardsBy(page: Page, nickname: string): Locator {
  return globalList(page)
    .getByRole('article')
    .filter({ hasText: `by ${nickname}` });
}

/** Either cards or the empty state: the list has been fetched. */
async function listLoaded(page: Page): Promise<void> {
  const list = globalList(page);
  await list
    .getByRole('article')
    .or(list.getByText('No global messages yet', { exact: true }))
    .first()
    .waitFor();
}

async function openScreen(page: Page): Promise<void> {
  await page.goto('/magazines-books');
  await page.getByRole('heading', { name: 'Magazines & Books', exact: true }).waitFor();
}

async function openForm(page: Page): Promise<void> {
  await openScreen(page);
  await main(page).getByRole('button', { name: 'Create Global Message', exact: true }).click();
  await page.getByRole('heading', { name: 'Create Global Message', exact: true }).waitFor();
}

function submit(page: Page): Promise<void> {
  return main(page).getByRole('button', { name: 'Create Message', exact: true }).click();
}

async function createAndExpectSuccess(
  page: Page,
): Promise<{ photo: Photo; fields: Record<string, string> }> {
  const created = page.waitForResponse((candidate) => isPublish(candidate.request()), {
    timeout: CREATE_TIMEOUT_MS,
  });
  await submit(page);
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  await expectToast(page, 'Success!');
  const fields = publishedFields(response.request());
  const { photo } = (await response.json()) as { photo: Photo };
  return { photo, fields };
}

describe('magazines and books', () => {
  it('explains global messages and shows the empty list', async () => {
    const { page } = await signedIn();
    await openScreen(page);
    await main(page)
      .getByText(/from anywhere in the world/)
      .waitFor();
    await globalList(page).getByText('No global messages yet', { exact: true }).waitFor();
  });

  it('creates a global text message that everyone sees in the list, with a share button', async () => {
    const creator = await signedIn();
    const { page } = creator;
    // 4 discoveries cost a tier (€1) and the reward is held from the wallet: €3 in all.
    await topUpThroughApi(page, 5, e2e.baseURL);
    await openForm(page);
    await page.getByLabel('Choose Image', { exact: true }).setInputFiles(PAGE_PHOTO);
    await page.getByRole('img', { name: 'Selected page' }).waitFor();
    await page.getByLabel('Hidden Message', { exact: true }).fill('Chapter two hides the answer');
    await page.getByLabel('Public Description (optional)').fill('Page 42 of the library copy');
    await page.getByLabel('Scan Limit', { exact: true }).fill('4');
    await page.getByLabel('Add Rewards', { exact: true }).check();
    await page.getByLabel('Total Reward (€)', { exact: true }).fill('2');
    await main(page).getByText('Reward per scan: €0.50').waitFor();
    // Unchecking forgets the amount (SPEC 4).
    await page.getByLabel('Add Rewards', { exact: true }).uncheck();
    await page.getByLabel('Add Rewards', { exact: true }).check();
    expect(await page.getByLabel('Total Reward (€)', { exact: true }).inputValue()).toBe('0');
    await page.getByLabel('Total Reward (€)', { exact: true }).fill('2');
    await main(page).getByText('Reward per scan: €0.50').waitFor();

    const { photo, fields } = await createAndExpectSuccess(page);
    expect(fields).toEqual({
      messageType: 'text',
      maxScans: '4',
      isPrivate: 'false',
      hasRewards: 'true',
      rewardAmount: '2',
      publicDescription: 'Page 42 of the library copy',
      hiddenMessage: 'Chapter two hides the answer',
    });
    expect(photo).toMatchObject({ isGlobal: true, latitude: null, hasRewards: true, maxScans: 4 });

    // Back on the list, the new message is there.
    const own = cardsBy(page, creator.credentials.nickname);
    await own.getByText('Page 42 of the library copy').waitFor();
    await own.getByText('4 scans left', { exact: true }).waitFor();
    await own.getByText('€0.50 per scan', { exact: true }).waitFor();

    // Someone else, anywhere, sees it too, without the secret; and can share it.
    const reader = await signedIn();
    await openScreen(reader.page);
    const seen = cardsBy(reader.page, creator.credentials.nickname);
    await seen.getByText('Page 42 of the library copy').waitFor();
    expect(await seen.innerText()).not.toContain('Chapter two hides the answer');
    await seen.getByRole('button', { name: 'Share', exact: true }).click();
    const share = reader.page.getByRole('dialog', { name: 'Share Hidden Message' });
    expect(await share.getByLabel('Share link').inputValue()).toBe(
      `${e2e.baseURL}/share/${photo.id}`,
    );
  });

  it('checks the form: image, message, PDF type, and a target for private messages', async () => {
    const creator = await signedIn();
    const { page } = creator;
    await openForm(page);

    await submit(page);
    await expectToast(page, 'Image Required', 'Please select or capture an image', {
      destructive: true,
    });

    await page.getByLabel('Choose Image', { exact: true }).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expectToast(page, 'Invalid File', 'Please select an image file', { destructive: true });

    await page.getByLabel('Take Photo', { exact: true }).setInputFiles(PAGE_PHOTO);
    await page.getByRole('img', { name: 'Selected page' }).waitFor();
    expect(await page.getByLabel('Take Photo', { exact: true }).getAttribute('capture')).toBe(
      'environment',
    );
    await submit(page);
    await expectToast(page, 'Message Required', 'Please enter a hidden message', {
      destructive: true,
    });

    await page.getByRole('radio', { name: 'PDF', exact: true }).check();
    await page.getByLabel('PDF File', { exact: true }).setInputFiles({
      name: 'letter.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('not a pdf'),
    });
    await expectToast(page, 'Invalid File', 'Only PDF files are allowed', { destructive: true });
    await submit(page);
    await expectToast(page, 'PDF Required', 'Please select a PDF file to hide', {
      destructive: true,
    });

    await page.getByLabel('PDF File', { exact: true }).setInputFiles({
      name: 'letter.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('global-letter'),
    });
    await page.getByRole('radio', { name: 'Private', exact: true }).check();
    await submit(page);
    await expectToast(
      page,
      'Target User Required',
      'Please select a target user for private messages',
      { destructive: true },
    );
  });

  it("refuses a photo with too little text to be found, in the server's words", async () => {
    const user = await signedIn();
    const { page } = user;
    const published: string[] = [];
    page.on('request', (request) => {
      if (isPublish(request)) published.push(request.url());
    });
    await openForm(page);
    // A short sign: enough for a place, too little to single out a page among all the world's.
    const uploaded = nextApiResponse(page, 'POST', '/api/uploads');
    await page.getByLabel('Choose Image', { exact: true }).setInputFiles(SIGN_PHOTO);
    const upload = (await (await uploaded).json()) as Upload;
    const reason = upload.warnings.find((warning) => warning.blocking)?.message ?? '';
    expect(reason).toContain('Too little printed text');
    // Said beside the photo as soon as it is read, with Retake.
    const warning = page.getByRole('alert').filter({ hasText: reason });
    await warning.getByRole('button', { name: 'Retake', exact: true }).waitFor();
    await page.getByLabel('Hidden Message', { exact: true }).fill('Never stored');
    await submit(page);
    await expectToast(page, 'Retake the Photo', reason, { destructive: true });
    expect(published).toEqual([]);
    // The form stays, with what was typed, so a better photo can be chosen.
    expect(await page.getByLabel('Hidden Message', { exact: true }).inputValue()).toBe(
      'Never stored',
    );
  });

  it('creates a private PDF message for one user, chosen by id; only they see it, Just For You', async () => {
    const target = await signedIn();
    const creator = await signedIn();
    const { page } = creator;
    await openForm(page);
    await page.getByLabel('Choose Image', { exact: true }).setInputFiles(PAGE_PHOTO);
    await page.getByRole('radio', { name: 'PDF', exact: true }).check();
    await page.getByLabel('PDF File', { exact: true }).setInputFiles({
      name: 'invitation.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('global-invitation'),
    });
    await page.getByLabel('Public Description (optional)').fill('For your eyes only');
    await page.getByRole('radio', { name: 'Private', exact: true }).check();
    await page.getByRole('combobox', { name: 'Target User' }).fill(target.credentials.nickname);
    await page.getByRole('option', { name: target.credentials.nickname }).click();

    const { photo, fields } = await createAndExpectSuccess(page);
    expect(fields).toMatchObject({
      messageType: 'pdf',
      isPrivate: 'true',
      targetUserId: String(photo.targetUserId),
      pdfFileName: 'invitation.pdf',
    });
    expect(fields).not.toHaveProperty('hiddenMessage');
    expect(fields).not.toHaveProperty('targetUsername');

    await openScreen(target.page);
    const forTarget = cardsBy(target.page, creator.credentials.nickname);
    await forTarget.getByText('For your eyes only').waitFor();
    await forTarget.getByText('Just For You', { exact: true }).waitFor();
    await forTarget.getByText('Hidden Document', { exact: true }).waitFor();

    const other = await signedIn();
    await openScreen(other.page);
    await listLoaded(other.page);
    expect(await cardsBy(other.page, creator.credentials.nickname).count()).toBe(0);
  });
});
