import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import { hashPassword } from '@/server/modules/auth/passwords';
import { nicknameKey } from '@/server/modules/users/nickname-key';
import { insertUser } from '@/server/modules/users/users.repository';
import { accountOf, transfer } from '@/server/modules/wallet/ledger';
import type { CreatePhotoResponse } from '@/shared/contract/photos';
import { SOFT_UPLOAD_WARNINGS } from '@/shared/rules/upload-warnings';
import { multipartBody } from './support/multipart';
import { sessionCookieOf, type TestApp } from './support/test-app';

export const DEFAULT_PASSWORD = 'correct horse';

export function newDeviceId(): string {
  return randomBytes(33).toString('base64url');
}

export function uniqueNickname(prefix = 'user'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

// Each distinct password is hashed once per test file: an argon2 hash costs ~50 ms of CPU and
// tests build hundreds of users. Every user still gets a real argon2id hash of their password.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A user row straight in the database; missing fields get fresh unique values. */
export async function buildUser(
  db: Db,
  overrides: Partial<Pick<UserRow, 'nickname' | 'email' | 'deviceId' | 'isAdmin'>> & {
    password?: string;
  } = {},
): Promise<UserRow & { password: string }> {
  const nickname = overrides.nickname ?? uniqueNickname();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const user = await insertUser(db, {
    nickname,
    nicknameKey: nicknameKey(nickname),
    email: overrides.email ?? null,
    passwordHash: await hashOnce(password),
    deviceId: overrides.deviceId === undefined ? newDeviceId() : overrides.deviceId,
    isAdmin: overrides.isAdmin ?? false,
  });
  return { ...user, password };
}

/** Money in a user's spendable balance, as a card top-up would put it there. */
export async function fundWallet(t: TestApp, userId: number, euros: number) {
  const cents = Math.round(euros * 100);
  if (cents <= 0) return;
  await t.database.db.transaction(async (tx) =>
    transfer(tx, {
      from: await accountOf(tx, 'external'),
      to: await accountOf(tx, 'spendable', { userId }),
      amountCents: cents,
      kind: 'top_up',
      description: 'Test top-up',
      idempotencyKey: `test-top-up:${randomBytes(8).toString('hex')}`,
    }),
  );
}

/** Withdrawable money, as finders' rewards would put it there. */
export async function fundRewardsOf(t: TestApp, userId: number, euros: number) {
  await t.database.db.transaction(async (tx) =>
    transfer(tx, {
      from: await accountOf(tx, 'external'),
      to: await accountOf(tx, 'withdrawable', { userId }),
      amountCents: Math.round(euros * 100),
      kind: 'reward',
      description: 'Test reward',
      idempotencyKey: `test-reward:${randomBytes(8).toString('hex')}`,
    }),
  );
}

/**
 * A user and a session cookie for them, through the real login endpoint. Their wallet holds
 * €100 unless `walletEuros` says otherwise, enough for the messages a test creates.
 */
export async function signedInUser(
  t: TestApp,
  overrides: Parameters<typeof buildUser>[1] & { walletEuros?: number } = {},
) {
  const { walletEuros = 100, ...userOverrides } = overrides;
  const user = await buildUser(t.database.db, userOverrides);
  await fundWallet(t, user.id, walletEuros);
  const response = await t.call('POST', '/api/auth/login', {
    body: { nickname: user.nickname, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { user, cookie: sessionCookieOf(response) };
}

export type PhotoOverrides = Record<string, string | number | boolean>;

/** Creates a hidden message through the real multipart endpoint, as Home's form does. */
export async function createPhotoAs(
  t: TestApp,
  cookie: string,
  fields: PhotoOverrides = {},
  image?: Buffer,
) {
  const response = await postPhotoAs(t, cookie, fields, image);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<CreatePhotoResponse>().photo;
}

/** The create request itself, for tests of its refusals. */
export async function postPhotoAs(
  t: TestApp,
  cookie: string,
  fields: PhotoOverrides = {},
  image?: Buffer,
) {
  const { body, contentType } = multipartBody(
    {
      latitude: 37.9838,
      longitude: 23.7275,
      messageType: 'text',
      hiddenMessage: `secret ${randomBytes(6).toString('hex')}`,
      maxScans: 1,
      isPrivate: false,
      hasRewards: false,
      rewardAmount: 0,
      // A creator who publishes past every soft warning: most tests hide several messages of
      // one photo at one place. Tests of the warnings themselves override it.
      confirmedWarnings: SOFT_UPLOAD_WARNINGS.join(','),
      ...fields,
    },
    {
      field: 'image',
      bytes: image ?? (await fixturePhoto('a000')),
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    },
  );
  return t.call('POST', '/api/photos', {
    body,
    cookie,
    headers: { 'content-type': contentType },
  });
}

/** Photos of printed text from the scan devset: what creators really upload. */
export function fixturePhoto(name: 'a000' | 'a001' | 'a003' | 'n000' | 'n003'): Promise<Buffer> {
  return readFile(fileURLToPath(new URL(`./fixtures/scan/${name}.jpg`, import.meta.url)));
}
