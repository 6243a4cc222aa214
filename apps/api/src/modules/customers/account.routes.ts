import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CustomerRow } from '../../db/schema.js';
import { addRoute } from '../../plugins/contract-routes.js';
import { readAccessToken } from '../../plugins/identity.js';
import type { AccountService } from './account.service.js';
import type { AddressesService } from './addresses.service.js';
import type { CustomerProfileService } from './customer-profile.service.js';

/** Routes marked `auth` in the contract only run with a customer (the identity plugin's preHandler). */
const signedIn = (request: FastifyRequest): CustomerRow => request.identity.customer!;

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountService; addresses: AddressesService; profiles: CustomerProfileService },
): void {
  const { accounts, addresses, profiles } = deps;

  addRoute(app, 'register', ({ body }) => accounts.startRegistration({ email: body.Email, password: body.Password }));
  addRoute(app, 'verifyRegistration', ({ body, request }) =>
    accounts.completeRegistration({ email: body.Email, token: body.Token, guestId: request.identity.guestId }),
  );
  addRoute(app, 'resendRegistrationCode', ({ body }) => accounts.resendRegistrationCode(body.EmailMobile));
  addRoute(app, 'login', ({ body, request }) =>
    accounts.login({
      email: body.Email,
      password: body.Password,
      guestId: request.identity.guestId,
      clientAddress: request.ip,
    }),
  );
  addRoute(app, 'logout', ({ request }) => accounts.logout(readAccessToken(request.headers.authorization)));
  addRoute(app, 'changePassword', ({ body, request }) =>
    accounts.changePassword(
      signedIn(request),
      { oldPassword: body.OldPassword, newPassword: body.NewPassword, confirmNewPassword: body.ConfirmNewPassword },
      readAccessToken(request.headers.authorization) ?? '',
    ),
  );

  addRoute(app, 'sendPasswordRecoveryCode', ({ query }) => accounts.sendRecoveryCode(query.emailmobile));
  addRoute(app, 'resendPasswordRecoveryCode', ({ body }) => accounts.sendRecoveryCode(body.EmailMobile));
  addRoute(app, 'verifyPasswordRecoveryCode', ({ body }) =>
    accounts.verifyRecoveryCode({ emailMobile: body.EmailMobile, token: body.Token }),
  );
  addRoute(app, 'confirmPasswordRecovery', ({ body }) =>
    accounts.confirmRecovery({
      emailMobile: body.EmailMobile,
      resetTicket: body.ResetTicket,
      newPassword: body.NewPassword,
      confirmNewPassword: body.ConfirmNewPassword,
    }),
  );

  addRoute(app, 'getCustomerInfo', ({ request }) => profiles.get(signedIn(request).id));
  addRoute(app, 'updateCustomerInfo', ({ body, request }) => profiles.update(signedIn(request), body));
  addRoute(app, 'startContactChange', ({ body, request }) =>
    accounts.contactChange.start(signedIn(request), body.EmailMobile),
  );
  addRoute(app, 'verifyContactChange', async ({ body, request }) => {
    const customer = signedIn(request);
    await accounts.contactChange.confirm(customer, { emailMobile: body.EmailMobile, token: body.Token });
    return profiles.get(customer.id);
  });

  addRoute(app, 'getAddresses', async ({ request }) => ({ Items: await addresses.list(signedIn(request).id) }));
  addRoute(app, 'createAddress', ({ body, request }) => addresses.create(signedIn(request).id, body));
  addRoute(app, 'updateAddress', ({ params, body, request }) =>
    addresses.update(signedIn(request).id, params.id, body),
  );
  addRoute(app, 'deleteAddress', async ({ params, request }) => {
    await addresses.remove(signedIn(request).id, params.id);
    return { Success: true };
  });
  addRoute(app, 'getAddressForm', () => addresses.form());
  addRoute(app, 'getCities', ({ params }) => addresses.cities(params.id));
}
