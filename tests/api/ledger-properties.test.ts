import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryCostCents } from '@/shared/rules/pricing';
import type { Database } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import { systemClock } from '@/server/lib/clock';
import { createPaymentsService } from '@/server/modules/payments/payments.service';
import { createPhotosService } from '@/server/modules/photos/photos.service';
import { createPhotoAnalyzer } from '@/server/modules/photos/photo-analyzer';
import { createAnalysisTokens } from '@/server/modules/scan/analysis-token';
import { createFairUse } from '@/server/modules/scan/fair-use';
import { createPositionCheck } from '@/server/modules/scan/honest-position';
import { createScanService } from '@/server/modules/scan/scan.service';
import { createUsersService } from '@/server/modules/users/users.service';
import { escrowBalance, ledgerTotal } from '@/server/modules/wallet/ledger.repository';
import { createWalletService } from '@/server/modules/wallet/wallet.service';
import { createDiskBlobStore } from '@/server/providers/blob-store';
import { createSandboxProvider } from '@/server/providers/payments/sandbox-provider';
import { buildUser } from '../factories';
import { tinyPng } from '../support/images';
import { createTestDatabase } from '../support/test-database';

/**
 * Model-based property test of the money rules (ARCHITECTURE §4): random sequences of top-ups,
 * creations, discoveries, deletions and withdrawals, run through the real services on a real
 * database, compared after every step with a plain model. OCR is the one thing replaced: every
 * photo "reads" the same sign, and messages sit 1 km apart so each scan finds just one.
 */
const SIGN = 'Mountain refuge Water available until October';

type ModelUser = { row: UserRow; spendable: number; withdrawable: number; freeUsed: boolean };
type ModelPhoto = {
  id: number;
  owner: number;
  maxScans: number;
  current: number;
  perScan: number;
  escrow: number;
  finders: Set<number>;
};

type Op =
  | { kind: 'topUp'; user: number; cents: number }
  | { kind: 'create'; user: number; maxScans: number; rewardCents: number }
  | { kind: 'discover'; user: number; photo: number }
  | { kind: 'delete'; photo: number }
  | { kind: 'withdraw'; user: number; cents: number };

const USERS = 3;
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('topUp' as const),
    user: fc.nat(USERS - 1),
    cents: fc.integer({ min: 100, max: 3000 }),
  }),
  fc.record({
    kind: fc.constant('create' as const),
    user: fc.nat(USERS - 1),
    maxScans: fc.integer({ min: 1, max: 4 }),
    rewardCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 700 })),
  }),
  fc.record({ kind: fc.constant('discover' as const), user: fc.nat(USERS - 1), photo: fc.nat(7) }),
  fc.record({ kind: fc.constant('discover' as const), user: fc.nat(USERS - 1), photo: fc.nat(7) }),
  fc.record({ kind: fc.constant('delete' as const), photo: fc.nat(7) }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    user: fc.nat(USERS - 1),
    cents: fc.integer({ min: 50, max: 400 }),
  }),
);

let database: Database;
let blobDir: string;
let image: Buffer;
let services: ReturnType<typeof makeServices>;

function makeServices() {
  const db = database.db;
  const ocr = {
    recognize: async () => ({
      text: SIGN,
      lines: [],
      regions: [],
      frame: { width: 64, height: 48 },
    }),
    close: async () => undefined,
  };
  const analyzer = createPhotoAnalyzer(async () => ocr);
  // The model pays rewards into withdrawable at once; holds have their own tests (reward-holds).
  const wallet = createWalletService({ db, clock: systemClock, rewardHoldDays: 0 });
  const tokens = createAnalysisTokens({
    secret: 'ledger-properties-test-secret-0123456789',
    clock: systemClock,
  });
  // The model's scanners hop between places up to 1 100 km apart; a day passes between their
  // scans, so every trip is believable and the per-day limit never fills (decision 011).
  let day = 0;
  const scanClock = { now: () => new Date(Date.UTC(2026, 0, 1) + day++ * 86_400_000) };
  const fairUse = createFairUse({
    db,
    clock: scanClock,
    limits: {
      analyses: { perMinute: 30, perDay: 500 },
      scans: { perMinute: 30, perDay: 500 },
      draftSaves: { perMinute: 10, perDay: 200 },
    },
  });
  const scan = createScanService({
    db,
    analyzer,
    wallet,
    tokens,
    fairUse,
    positions: createPositionCheck({ db, clock: scanClock }),
  });
  const photos = createPhotosService({
    db,
    blobs: createDiskBlobStore(blobDir),
    gazetteer: { placeName: () => null },
    users: createUsersService({ db }),
    analyzer,
    wallet,
    countAnalysis: fairUse.analysis,
  });
  const sandbox = createSandboxProvider({ db, clock: systemClock, publicUrl: 'http://localhost' });
  const payments = createPaymentsService({
    db,
    provider: sandbox,
    wallet,
    publicUrl: 'http://localhost',
  });
  return { db, wallet, scan, tokens, photos, payments, sandbox };
}

beforeAll(async () => {
  database = await createTestDatabase();
  blobDir = await mkdtemp(path.join(tmpdir(), 'underprint-ledger-'));
  image = await tinyPng();
  services = makeServices();
});
afterAll(async () => {
  await database.close();
  await rm(blobDir, { recursive: true, force: true });
});

let place = 0;

async function run(ops: Op[]) {
  const { wallet, scan, tokens, photos, payments, sandbox } = services;
  const users: ModelUser[] = [];
  for (let i = 0; i < USERS; i++) {
    const row = await buildUser(database.db);
    users.push({ row, spendable: 0, withdrawable: 0, freeUsed: false });
    const { url } = await payments.onboardingLink(row);
    await sandbox.completeOnboarding(new URL(url).searchParams.get('account')!, row.id);
  }
  const model: ModelPhoto[] = [];
  const locations = new Map<number, { latitude: number; longitude: number }>();

  for (const op of ops) {
    if (op.kind === 'topUp') {
      await wallet.creditTopUp({
        paymentIntentId: `pi_prop_${place++}_${op.user}`,
        userId: users[op.user]!.row.id,
        amountCents: op.cents,
      });
      users[op.user]!.spendable += op.cents;
    } else if (op.kind === 'create') {
      const u = users[op.user]!;
      const free = op.maxScans === 1 && !u.freeUsed;
      const total = (free ? 0 : discoveryCostCents(op.maxScans)) + op.rewardCents;
      const location = { latitude: -60 + (place++ % 1000) * 0.01, longitude: -100 };
      const attempt = photos.create(u.row, {
        image,
        messageType: 'text',
        hiddenMessage: 'secret',
        publicDescription: null,
        pdfFileName: null,
        isPrivate: false,
        target: {},
        maxScans: op.maxScans,
        hasRewards: op.rewardCents > 0,
        rewardAmount: op.rewardCents / 100,
        place: { ...location, location: null },
      });
      if (op.rewardCents > 0 && op.rewardCents < op.maxScans) {
        // Less than a cent for each discovery: refused before anything is charged.
        await expect(attempt).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      } else if (total > u.spendable + u.withdrawable) {
        await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      } else {
        const { photo } = await attempt;
        const fromSpendable = Math.min(total, u.spendable);
        u.spendable -= fromSpendable;
        u.withdrawable -= total - fromSpendable;
        if (free) u.freeUsed = true;
        locations.set(photo.id, location);
        model.push({
          id: photo.id,
          owner: op.user,
          maxScans: op.maxScans,
          current: 0,
          perScan: Math.floor(op.rewardCents / op.maxScans),
          escrow: op.rewardCents,
          finders: new Set(),
        });
      }
    } else if (op.kind === 'discover') {
      const p = model[op.photo % Math.max(1, model.length)];
      if (!p) continue;
      const scanner = users[op.user]!.row;
      const result = await scan.scanLocal(
        scanner,
        { text: SIGN, analysisToken: tokens.sign(scanner.id, SIGN) },
        { ...locations.get(p.id)!, accuracyM: 10 },
      );
      let expected = 0;
      if (p.owner !== op.user && (p.finders.has(op.user) || p.current < p.maxScans)) {
        expected = 1;
        if (!p.finders.has(op.user)) {
          p.finders.add(op.user);
          p.current++;
          const pay = Math.min(p.perScan, p.escrow);
          p.escrow -= pay;
          users[op.user]!.withdrawable += pay;
        }
      }
      expect(result.matches).toBe(expected);
    } else if (op.kind === 'delete') {
      const index = op.photo % Math.max(1, model.length);
      const p = model[index];
      if (!p) continue;
      await photos.remove(users[p.owner]!.row, p.id);
      users[p.owner]!.spendable += p.escrow;
      model.splice(index, 1);
    } else {
      const u = users[op.user]!;
      const attempt = payments.withdraw(u.row, op.cents, `prop-${place++}`);
      if (op.cents > u.withdrawable)
        await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      else {
        await attempt;
        u.withdrawable -= op.cents;
      }
    }

    // The invariants, after every step.
    expect(await ledgerTotal(database.db)).toBe(0);
    for (const u of users) {
      const b = await wallet.balances(u.row.id);
      expect(b.spendable).toBeGreaterThanOrEqual(0);
      expect(b.withdrawable).toBeGreaterThanOrEqual(0);
      expect([b.spendable, b.withdrawable]).toEqual([u.spendable, u.withdrawable]);
    }
    for (const p of model)
      expect((await escrowBalance(database.db, p.id))?.balance ?? 0).toBe(p.escrow);
  }
}

describe('ledger invariants', () => {
  it('hold for random sequences of top-ups, creations, discoveries, deletions and withdrawals', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 25 }), run), {
      numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 25),
    });
  }, 300_000);
});
