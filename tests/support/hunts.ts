import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Hunt, HuntProgress, WaypointPayload } from '@/shared/contract/hunts';
import type { ScanResponse } from '@/shared/contract/scan';
import { fixturePhoto } from '../factories';
import { ocrTextOf } from './devset-ocr';
import type { TestApp } from './test-app';
import { withAnalysisToken } from './scan-tokens';

/** Three signs of the devset: a step's photo, and what a scanner there reads. */
export const STEP_PHOTOS = [
  { photo: 'a000', scan: ocrTextOf('a000-p2.jpg') },
  { photo: 'a004', scan: ocrTextOf('a004-p1.jpg') },
  { photo: 'a008', scan: ocrTextOf('a008-p0.jpg') },
] as const;

let spot = 0;
/** A fresh area for one hunt, far from every other test's. */
export function newArea() {
  spot += 1;
  return { latitude: 10 + spot * 0.2, longitude: -30 };
}

/** Step n's place: 1 km apart, so a scan at one step's place never reaches another's. */
export function stepPlace(area: { latitude: number; longitude: number }, step: number) {
  return { latitude: area.latitude + (step - 1) * 0.01, longitude: area.longitude };
}

export async function dataUrlOf(name: 'a000' | 'a001' | 'a003' | 'a004' | 'a008') {
  const bytes = await fixturePhoto(name as 'a000');
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

/** A complete waypoint at step `step` of `area`, hiding `secret`. */
export async function waypoint(
  area: { latitude: number; longitude: number },
  step: number,
  overrides: Partial<WaypointPayload> = {},
): Promise<WaypointPayload> {
  const { photo } = STEP_PHOTOS[(step - 1) % STEP_PHOTOS.length]!;
  return {
    stepNumber: step,
    ...stepPlace(area, step),
    locationName: null,
    description: `Clue ${step} ${randomBytes(3).toString('hex')}`,
    photo: await dataUrlOf(photo),
    messageType: 'text',
    hiddenMessage: `Secret of step ${step} ${randomBytes(6).toString('hex')}`,
    maxScans: 5,
    hasRewards: false,
    rewardAmount: 0,
    isPrivate: false,
    hints: [],
    ...overrides,
  };
}

export async function createHunt(t: TestApp, cookie: string, body: object) {
  const response = await t.call('POST', '/api/treasure-hunt', { cookie, body });
  if (response.statusCode !== 201) throw new Error(`hunt create failed: ${response.body}`);
  return response.json<Hunt>();
}

/** Time a player takes to walk to the next step, 1 km on: at most 300 km/h (decision 011). */
export const WALK_TO_NEXT_STEP_MS = 60_000;

/**
 * A scan of step `step`'s sign, standing at `place`. A test that sends one player from step to
 * step moves the app's clock on WALK_TO_NEXT_STEP_MS between their scans.
 */
export async function scanAt(
  t: TestApp,
  cookie: string,
  step: number,
  place: { latitude: number; longitude: number },
): Promise<ScanResponse> {
  const response = await t.call('POST', '/api/scan', {
    cookie,
    body: await withAnalysisToken(t, cookie, {
      text: STEP_PHOTOS[(step - 1) % STEP_PHOTOS.length]!.scan,
      userLatitude: place.latitude + 20 / 111_195,
      userLongitude: place.longitude,
      userAccuracy: 10,
    }),
  });
  if (response.statusCode !== 200) throw new Error(`scan failed: ${response.body}`);
  return response.json<ScanResponse>();
}

export async function progressOf(t: TestApp, cookie: string, huntId: number) {
  const response = await t.call('GET', '/api/treasure-hunts/progress', { cookie });
  return response.json<HuntProgress[]>().find((entry) => entry.huntId === huntId);
}

/** Double entry: every account's balance is what its transfers say, and all sum to zero. */
export async function ledgerIsBalanced(t: TestApp) {
  const result = await t.database.db.execute(sql`
    SELECT
      (SELECT coalesce(sum(balance_cents), 0) FROM ledger_accounts)::text AS total,
      (SELECT count(*) FROM ledger_accounts a WHERE a.balance_cents <>
        coalesce((SELECT sum(amount_cents) FROM ledger_transfers WHERE to_account_id = a.id), 0)
        - coalesce((SELECT sum(amount_cents) FROM ledger_transfers WHERE from_account_id = a.id), 0)
      )::text AS mismatched`);
  const [row] = (result as { rows: Array<{ total: string; mismatched: string }> }).rows;
  return row!.total === '0' && row!.mismatched === '0';
}
