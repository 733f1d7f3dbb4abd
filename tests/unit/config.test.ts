import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PUSH_ENDPOINT_HOSTS, parseConfig, tileOrigin } from '@/server/config';

describe('parseConfig', () => {
  it('fills the documented defaults', () => {
    const config = parseConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:5000',
      adminNickname: 'admin',
      adminPassword: undefined,
      paymentsProvider: 'sandbox',
      google: undefined,
      logLevel: 'info',
      fairUse: {
        analyses: { perMinute: 30, perDay: 500 },
        scans: { perMinute: 30, perDay: 500 },
        draftSaves: { perMinute: 10, perDay: 200 },
      },
    });
  });

  it('reads the fair-use limits (decision 011)', () => {
    const config = parseConfig({
      ANALYSES_PER_MINUTE: '5',
      ANALYSES_PER_DAY: '50',
      SCANS_PER_MINUTE: '6',
      SCANS_PER_DAY: '60',
      DRAFT_SAVES_PER_MINUTE: '7',
      DRAFT_SAVES_PER_DAY: '70',
    });
    expect(config.fairUse).toEqual({
      analyses: { perMinute: 5, perDay: 50 },
      scans: { perMinute: 6, perDay: 60 },
      draftSaves: { perMinute: 7, perDay: 70 },
    });
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    expect(parseConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(parseConfig({ PUBLIC_URL: 'https://up.example/' }).publicUrl).toBe('https://up.example');
  });

  it('allows changes from PUBLIC_URL only, or from any loopback name of the port when it is unset', () => {
    expect(parseConfig({ PORT: '8080' }).allowedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
    expect(parseConfig({ PUBLIC_URL: 'https://up.example/app/' }).allowedOrigins).toEqual([
      'https://up.example',
    ]);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PAYMENTS_PROVIDER: 'paypal' }, 'PAYMENTS_PROVIDER'],
    [{ PAYMENTS_PROVIDER: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ GOOGLE_ISSUER_URL: 'http://issuer.example' }, 'GOOGLE_ISSUER_URL'],
    [{ GOOGLE_ISSUER_URL: 'http://10.0.0.5:8080' }, 'GOOGLE_ISSUER_URL'],
    [{ GOOGLE_ISSUER_URL: 'ftp://127.0.0.1' }, 'GOOGLE_ISSUER_URL'],
    [{ SCANS_PER_MINUTE: '0' }, 'SCANS_PER_MINUTE'],
    [{ SCANS_PER_DAY: 'lots' }, 'SCANS_PER_DAY'],
    [{ ANALYSES_PER_MINUTE: '2.5' }, 'ANALYSES_PER_MINUTE'],
    [{ ANALYSES_PER_DAY: '-1' }, 'ANALYSES_PER_DAY'],
  ])('stops on %j with a message naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(name);
  });

  it('turns Google sign-in on with both keys: Google by default, http only on loopback', () => {
    const keys = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(parseConfig({ ...keys, PUBLIC_URL: 'https://up.example' }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuerUrl: 'https://accounts.google.com',
      redirectUri: 'https://up.example/api/auth/google/callback',
    });
    for (const issuer of ['http://127.0.0.1:9000', 'http://localhost:9000']) {
      const config = parseConfig({ ...keys, GOOGLE_ISSUER_URL: issuer, NODE_ENV: 'production' });
      expect(config.google?.issuerUrl).toBe(issuer);
    }
  });

  it('holds rewards 7 days by default; REWARD_HOLD_DAYS takes whole days from 0 to 365 only', () => {
    expect(parseConfig({}).rewardHoldDays).toBe(7);
    expect(parseConfig({ REWARD_HOLD_DAYS: '0' }).rewardHoldDays).toBe(0);
    expect(parseConfig({ REWARD_HOLD_DAYS: '365' }).rewardHoldDays).toBe(365);
    for (const bad of ['0x10', '7.5', '-1', '366', 'seven', '1e2']) {
      expect(() => parseConfig({ REWARD_HOLD_DAYS: bad }), bad).toThrow(
        'REWARD_HOLD_DAYS: must be a whole number of days from 0 to 365',
      );
    }
  });

  it("shows OpenStreetMap's tiles with their credit by default, none with MAP_TILE_URL=none", () => {
    const osm = parseConfig({}).mapTiles;
    expect(osm).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(tileOrigin(osm)).toBe('https://tile.openstreetmap.org');
    expect(parseConfig({ MAP_TILE_URL: 'none' }).mapTiles).toBeNull();
    expect(tileOrigin(null)).toBeNull();
    const own = parseConfig({
      MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png?key=k',
      MAP_TILE_ATTRIBUTION: '© Example',
    }).mapTiles;
    expect(own).toEqual({
      url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png?key=k',
      attribution: '© Example',
    });
    expect(tileOrigin(own)).toBe('https://*.tiles.example.org');
    for (const bad of [
      'ftp://tiles.example.org/{z}/{x}/{y}.png',
      'https://tiles.example.org/tile.png',
      'javascript:alert(1)//{z}{x}{y}',
      'off',
    ]) {
      expect(() => parseConfig({ MAP_TILE_URL: bad }), bad).toThrow(
        'MAP_TILE_URL: must be an http(s) URL template with {z}, {x} and {y}, or none',
      );
    }
  });

  it('runs every role in one process by default; web and worker need DATABASE_URL', () => {
    expect(parseConfig({}).role).toBe('all');
    for (const role of ['web', 'worker']) {
      expect(() => parseConfig({ ROLE: role }), role).toThrow(`ROLE=${role} needs DATABASE_URL`);
      expect(parseConfig({ ROLE: role, DATABASE_URL: 'postgres://db/app' }).role).toBe(role);
    }
    expect(() => parseConfig({ ROLE: 'both' })).toThrow('ROLE');
  });

  it('keeps files on disk by default, or in the S3 bucket BLOB_STORE=s3 names', () => {
    expect(parseConfig({}).blobStore).toEqual({ kind: 'disk' });
    expect(() => parseConfig({ BLOB_STORE: 's3' })).toThrow('BLOB_STORE=s3 needs S3_BUCKET');
    expect(() =>
      parseConfig({ BLOB_STORE: 's3', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow('S3_SECRET_ACCESS_KEY');
    expect(
      parseConfig({
        BLOB_STORE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'photos',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_FORCE_PATH_STYLE: 'true',
      }).blobStore,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'photos',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
    });
  });

  it('guards /metrics with a token of 16 characters or more, and has none by default', () => {
    expect(parseConfig({}).metricsToken).toBeUndefined();
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN');
    expect(parseConfig({ ORPHAN_FILE_GRACE_MINUTES: '5' }).orphanGraceMs).toBe(300_000);
  });
});

describe('Web Push (decision 032)', () => {
  const vapid = webPush.generateVAPIDKeys();
  const keys = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };

  it('is off unless both keys are set, and refuses half a pair', () => {
    expect(parseConfig({}).push).toBeUndefined();
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow('VAPID_PRIVATE_KEY');
    expect(() => parseConfig({ VAPID_PRIVATE_KEY: vapid.privateKey })).toThrow('VAPID_PRIVATE_KEY');
    expect(() => parseConfig({ ...keys, VAPID_PUBLIC_KEY: 'not-a-key' })).toThrow(
      'VAPID_PUBLIC_KEY',
    );
  });

  it('needs a mailto: or https: subject, PUBLIC_URL when it is https', () => {
    expect(() => parseConfig(keys)).toThrow('VAPID_SUBJECT');
    expect(() => parseConfig({ ...keys, VAPID_SUBJECT: 'http://example.org' })).toThrow(
      'VAPID_SUBJECT',
    );
    expect(parseConfig({ ...keys, PUBLIC_URL: 'https://underprint.example' }).push?.subject).toBe(
      'https://underprint.example',
    );
    const push = parseConfig({ ...keys, VAPID_SUBJECT: 'mailto:ops@example.org' }).push;
    expect(push).toMatchObject({
      publicKey: vapid.publicKey,
      subject: 'mailto:ops@example.org',
      endpointHosts: DEFAULT_PUSH_ENDPOINT_HOSTS,
      allowHttpLoopback: false,
    });
  });

  it('reads the push services allowed', () => {
    const push = parseConfig({
      ...keys,
      VAPID_SUBJECT: 'mailto:ops@example.org',
      PUSH_ENDPOINT_HOSTS: ' FCM.googleapis.com , *.push.apple.com',
    }).push;
    expect(push?.endpointHosts).toEqual(['fcm.googleapis.com', '*.push.apple.com']);
    expect(() =>
      parseConfig({ ...keys, VAPID_SUBJECT: 'mailto:a@b.c', PUSH_ENDPOINT_HOSTS: 'https://x/y' }),
    ).toThrow('PUSH_ENDPOINT_HOSTS');
  });
});
