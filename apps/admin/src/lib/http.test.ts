import { describe, expect, it, vi } from 'vitest';
import { adminRoutePaths } from 'virtual:admin-route-paths';
import { buildUrl, createHttpClient, CSRF_HEADER } from './http';
import { ApiError, NetworkError } from './http-error';

function client(answer: (url: string, init: RequestInit) => Response, token: string | null = 'csrf-1') {
  const calls: { url: string; init: RequestInit }[] = [];
  const onUnauthorized = vi.fn();
  const http = createHttpClient({
    fetch: (input, init = {}) => {
      calls.push({ url: String(input), init });
      return Promise.resolve(answer(String(input), init));
    },
    csrfToken: () => token,
    onUnauthorized,
  });
  return { http, calls, onUnauthorized };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the admin API client', () => {
  it('takes every address from the contract under /api/admin/v1', () => {
    expect(adminRoutePaths.adminMe).toEqual({ method: 'GET', path: '/api/admin/v1/staff/me' });
    expect(adminRoutePaths.adminRevokeSession).toEqual({ method: 'DELETE', path: '/api/admin/v1/auth/sessions/:id' });
  });

  it('fills path parameters and leaves empty filters out of the query', () => {
    expect(buildUrl('/a/:id/b', { id: 12 }, { page: 2, area: undefined, entityType: '', staffId: 3 })).toBe(
      '/a/12/b?page=2&staffId=3',
    );
    expect(() => buildUrl('/a/:id', {})).toThrow(/id/);
  });

  it('sends the session cookie and the CSRF header on writes, not on reads', async () => {
    const { http, calls } = client(() => json(200, { done: true }));
    await http.call('adminRevokeSession', { params: { id: 7 } });
    await http.call('adminListSessions');
    const [write, read] = calls;
    expect(write?.url).toBe('/api/admin/v1/auth/sessions/7');
    expect(write?.init.method).toBe('DELETE');
    expect(write?.init.credentials).toBe('same-origin');
    expect((write?.init.headers as Record<string, string>)[CSRF_HEADER]).toBe('csrf-1');
    expect(read?.init.credentials).toBe('same-origin');
    expect((read?.init.headers as Record<string, string>)[CSRF_HEADER]).toBeUndefined();
  });

  it('posts a body as JSON', async () => {
    const { http, calls } = client(() => json(200, { next: 'totp', csrfToken: 'x' }));
    const state = await http.call('adminSignIn', { body: { email: 'a@b.ir', password: 'secret' } });
    expect(state.next).toBe('totp');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'a@b.ir', password: 'secret' });
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("reads the shop's error envelope and sends a lost session to sign-in, but not a wrong password", async () => {
    const envelope = { Success: false, Message: 'ابتدا وارد شوید.', Errors: [] };
    const { http, onUnauthorized } = client(() => json(401, envelope));
    const failure = await http.call('adminMe').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('ابتدا وارد شوید.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await http.call('adminSignIn', { body: { email: 'a@b.ir', password: 'x' } }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('tells a network failure from an answer', async () => {
    const http = createHttpClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      csrfToken: () => null,
      onUnauthorized: () => {},
    });
    await expect(http.call('adminMe')).rejects.toBeInstanceOf(NetworkError);
  });
});
