import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/app-error.js';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import { staffMessages } from './staff.messages.js';
import type { PendingSignIn, StaffSessions } from './staff-sessions.service.js';
import type { StaffSignIn } from './staff-sign-in.service.js';
import type { StaffService } from './staff.service.js';

export function registerStaffAuthRoutes(
  app: FastifyInstance,
  deps: { signIn: StaffSignIn; sessions: StaffSessions; staff: StaffService },
): void {
  const { signIn, sessions, staff } = deps;

  async function pending(request: FastifyRequest): Promise<PendingSignIn> {
    const found = await sessions.pending(request);
    if (!found) throw unauthorized(staffMessages.signInFirst);
    return found;
  }
  const setCookie = (reply: FastifyReply, token: string) => void reply.header('set-cookie', sessions.setCookie(token));
  const clearCookie = (reply: FastifyReply) => void reply.header('set-cookie', sessions.clearCookie());
  const userAgent = (request: FastifyRequest) => request.headers['user-agent'] ?? '';

  addAdminRoute(app, 'adminSignIn', async ({ body, request, reply }) => {
    const { next, session } = await signIn.signIn({
      email: body.email,
      password: body.password,
      ip: request.ip,
      userAgent: userAgent(request),
    });
    setCookie(reply, session.token);
    return { next, csrfToken: session.csrfToken };
  });
  addAdminRoute(app, 'adminVerifyTotp', async ({ body, request, reply }) => {
    const session = await signIn.verifyTotp(await pending(request), body.code);
    setCookie(reply, session.token);
    return { next: 'done', csrfToken: session.csrfToken };
  });
  addAdminRoute(app, 'adminUseRecoveryCode', async ({ body, request, reply }) => {
    const session = await signIn.useRecoveryCode(await pending(request), body.code);
    setCookie(reply, session.token);
    return { next: 'done', csrfToken: session.csrfToken };
  });
  addAdminRoute(app, 'adminStartTotpSetup', async ({ request }) => signIn.startTotpSetup(await pending(request)));
  addAdminRoute(app, 'adminConfirmTotpSetup', async ({ body, request, reply }) => {
    const { session, recoveryCodes } = await signIn.confirmTotpSetup(await pending(request), body.code);
    setCookie(reply, session.token);
    return { next: 'done', csrfToken: session.csrfToken, recoveryCodes };
  });
  addAdminRoute(app, 'adminSignOut', async ({ actor, reply }) => {
    await signIn.signOut(actor);
    clearCookie(reply);
    return { done: true };
  });
  addAdminRoute(app, 'adminMe', async ({ actor, request }) => {
    const me = await staff.get(actor.staffId);
    return {
      id: me.id,
      email: me.email,
      name: me.name,
      roles: me.roles,
      permissions: [...actor.permissions],
      csrfToken: sessions.csrfFor(request) ?? '',
      mustChangePassword: me.mustChangePassword,
      totpConfirmed: me.totpConfirmed,
    };
  });
  addAdminRoute(app, 'adminListSessions', async ({ actor }) => ({
    items: (await sessions.list(actor.staffId)).map((session) => ({
      id: session.id,
      createdAt: session.created_at,
      lastSeenAt: session.last_seen_at,
      expiresAt: session.expires_at,
      ip: session.ip,
      userAgent: session.user_agent,
      current: session.id === actor.sessionId,
    })),
  }));
  addAdminRoute(app, 'adminRevokeSession', async ({ actor, params, reply }) => {
    await signIn.revokeSession(actor, params.id);
    if (params.id === actor.sessionId) clearCookie(reply);
    return { done: true };
  });
  addAdminRoute(app, 'adminChangePassword', async ({ actor, body, reply }) => {
    await signIn.changePassword(actor, body);
    clearCookie(reply);
    return { done: true };
  });
}
