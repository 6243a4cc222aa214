import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { RateLimitedError } from '../../lib/rate-limit-store.js';
import { createVerificationCodeService } from './verification-code.service.js';

function movableClock(start = '2026-11-22T08:00:00.000Z') {
  let now = new Date(start);
  return { now: () => now, advance: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
}

describe('verification codes', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  let n = 0;
  const setup = () => {
    const clock = movableClock();
    const codes = createVerificationCodeService({ db: db.kysely, clock, secret: 'test-secret' });
    return { clock, codes, identity: `0912000${String(++n).padStart(4, '0')}` };
  };

  it('issues 6 digits valid for 10 minutes and stores only a keyed hash', async () => {
    const { codes, identity } = setup();
    const { code, expiresInSeconds } = await codes.issue(identity, 'password-recovery');
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresInSeconds).toBe(600);
    const row = await db.kysely
      .selectFrom('verification_code')
      .selectAll()
      .where('identity', '=', identity)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('verifies once, hands out a ticket that works once', async () => {
    const { codes, identity } = setup();
    const { code } = await codes.issue(identity, 'password-recovery');
    const first = await codes.verify(identity, 'password-recovery', code);
    expect(first.status).toBe('verified');
    expect((await codes.verify(identity, 'password-recovery', code)).status).toBe('missing');
    const ticket = first.status === 'verified' ? first.ticket : '';
    expect(await codes.redeemTicket(identity, 'password-recovery', 'forged-ticket')).toBe(false);
    expect(await codes.redeemTicket(identity, 'password-recovery', ticket)).toBe(true);
    expect(await codes.redeemTicket(identity, 'password-recovery', ticket)).toBe(false);
  });

  it('lets exactly one of two parallel uses succeed', async () => {
    const { codes, identity } = setup();
    const { code } = await codes.issue(identity, 'password-recovery');
    const results = await Promise.all([1, 2, 3].map(() => codes.verify(identity, 'password-recovery', code)));
    expect(results.filter((r) => r.status === 'verified')).toHaveLength(1);
  });

  it('dies after 5 wrong guesses, even for the right code', async () => {
    const { codes, identity } = setup();
    const { code } = await codes.issue(identity, 'password-recovery');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await codes.verify(identity, 'password-recovery', wrong)).status).toBe('wrong');
    expect((await codes.verify(identity, 'password-recovery', code)).status).toBe('locked');
  });

  it('expires after its lifetime, and a ticket expires too', async () => {
    const { codes, clock, identity } = setup();
    const { code } = await codes.issue(identity, 'password-recovery');
    clock.advance(601);
    expect((await codes.verify(identity, 'password-recovery', code)).status).toBe('expired');

    clock.advance(3600);
    const again = await codes.issue(identity, 'password-recovery');
    const result = await codes.verify(identity, 'password-recovery', again.code);
    clock.advance(901);
    expect(
      await codes.redeemTicket(identity, 'password-recovery', result.status === 'verified' ? result.ticket : ''),
    ).toBe(false);
  });

  it('a new code kills the old one; resends wait 60 s; at most 5 codes an hour', async () => {
    const { codes, clock, identity } = setup();
    const first = await codes.issue(identity, 'password-recovery');
    await expect(codes.issue(identity, 'password-recovery')).rejects.toSatisfy(
      (e) => e instanceof RateLimitedError && e.statusCode === 429 && e.retryAfterSeconds === 60,
    );
    clock.advance(61);
    const second = await codes.issue(identity, 'password-recovery');
    expect((await codes.verify(identity, 'password-recovery', first.code)).status).not.toBe('verified');
    expect((await codes.verify(identity, 'password-recovery', second.code)).status).toBe('verified');

    for (let i = 0; i < 3; i++) {
      clock.advance(61);
      await codes.issue(identity, 'password-recovery');
    }
    clock.advance(61);
    await expect(codes.issue(identity, 'password-recovery')).rejects.toBeInstanceOf(RateLimitedError);
    clock.advance(3600);
    await expect(codes.issue(identity, 'password-recovery')).resolves.toMatchObject({ expiresInSeconds: 600 });
  });

  it('keeps purposes and identities apart', async () => {
    const { codes, identity } = setup();
    const { code } = await codes.issue(identity, 'mobile-verification');
    expect((await codes.verify(identity, 'password-recovery', code)).status).toBe('missing');
    expect((await codes.verify('09999999999', 'mobile-verification', code)).status).toBe('missing');
    expect((await codes.verify(identity, 'mobile-verification', code)).status).toBe('verified');
  });
});
