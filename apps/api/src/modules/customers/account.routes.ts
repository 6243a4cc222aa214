import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import { readAccessToken, signedInCustomer } from '../../plugins/identity.js';
import type { AccountService } from './account.service.js';
import type { AddressesService } from './addresses.service.js';
import type { CustomerProfileService } from './customer-profile.service.js';

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountService; addresses: AddressesService; profiles: CustomerProfileService },
): void {
  const { accounts, addresses, profiles } = deps;

  addRoute(app, 'register', ({ body }) =>
    accounts.startRegistration({
      email: body.Email,
      password: body.Password,
      affiliateCode: body.AffiliateCode,
      firstName: body.FirstName,
      lastName: body.LastName,
    }),
  );
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
      signedInCustomer(request),
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

  addRoute(app, 'getCustomerInfo', ({ request }) => profiles.get(signedInCustomer(request).id));
  addRoute(app, 'updateCustomerInfo', ({ body, request }) => profiles.update(signedInCustomer(request), body));
  addRoute(app, 'startContactChange', ({ body, request }) =>
    accounts.contactChange.start(signedInCustomer(request), body.EmailMobile),
  );
  addRoute(app, 'verifyContactChange', async ({ body, request }) => {
    const customer = signedInCustomer(request);
    await accounts.contactChange.confirm(customer, { emailMobile: body.EmailMobile, token: body.Token });
    return profiles.get(customer.id);
  });

  addRoute(app, 'getAddresses', async ({ request }) => {
    const owner = await addresses.readerOf(request.identity);
    return { Items: owner === null ? [] : await addresses.list(owner) };
  });
  addRoute(app, 'createAddress', async ({ body, request }) =>
    addresses.create(await addresses.writerOf(request.identity), body),
  );
  addRoute(app, 'updateAddress', async ({ params, body, request }) =>
    addresses.update(await addresses.writerOf(request.identity), params.id, body),
  );
  addRoute(app, 'deleteAddress', async ({ params, request }) => {
    await addresses.remove(await addresses.writerOf(request.identity), params.id);
    return { Success: true };
  });
  addRoute(app, 'getAddressForm', () => addresses.form());
  addRoute(app, 'getCities', ({ params }) => addresses.cities(params.id));
}
