/** The customers module's public entry: accounts, sessions, profile, addresses, avatars and guest customers. */
export { createAccessTokenService, type AccessTokenService } from './access-token.service.js';
export { parseAccountIdentifier, type AccountIdentifier } from './account-identifier.js';
export { createAccountService, type AccountService } from './account.service.js';
export { registerAccountRoutes } from './account.routes.js';
export { createAddressesService, type AddressesService, type AddressRow } from './addresses.service.js';
export { createAvatarService, type AvatarService } from './avatar.service.js';
export { registerAvatarRoutes } from './avatar.routes.js';
export { createCustomerProfileService, type CustomerProfileService } from './customer-profile.service.js';
export { createCustomersService, type CustomersService } from './customers.service.js';
export { registerCustomerRoutes } from './customers.routes.js';
export { ensureGuestCustomer, findGuestCustomerId, type GuestDataMerger } from './guest-customers.service.js';
export { createLoginThrottle, type LoginThrottle } from './login-throttle.js';
export { createPasswordHasher, type PasswordHasher, type ScryptCost } from './password-hasher.js';
export { createVerificationCodeService, type VerificationCodeService } from './verification-code.service.js';
