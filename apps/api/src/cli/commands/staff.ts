/** The command table's staff section: the first administrator is made here (issue 35). */
import { z } from 'zod';
import { SEEDED_ROLES } from '@sabad/contract/admin';
import { cliActor } from '../cli-actor.js';
import { defineCommand, printed } from '../command.js';

const ROLE_NAMES = Object.keys(SEEDED_ROLES).join(', ');

export const staffCommands = [
  defineCommand({
    name: 'staff create',
    usage: '<email> --role <Role>[,<Role>…] [--name <name>]',
    summary: 'add a back-office staff member; prints a one-time password and the TOTP set-up',
    positionals: ['email'],
    flags: { role: 'value', name: 'value' },
    args: z.object({
      email: z.string().email({ message: 'ایمیل معتبر نیست. / Not an email address.' }),
      role: z
        .string({ message: `نقش را با --role بدهید. / Give the role with --role (${ROLE_NAMES}).` })
        .transform((text) => text.split(',').map((role) => role.trim())),
      name: z.string().optional(),
    }),
    async run({ email, role, name }, { services }) {
      const created = await services.staff.create(cliActor(), { email, name: name ?? email, roles: role });
      return printed([
        `Staff member ${created.staff.id} created: ${created.staff.email} (${role.join(', ')}).`,
        `One-time password (shown once; replaced at the first sign-in): ${created.oneTimePassword}`,
        `TOTP secret (add it to an authenticator app): ${created.totpSecret}`,
        `TOTP set-up URI (for a QR code): ${created.otpauthUri}`,
        'Sign in at /admin with the email, the password and the authenticator’s code.',
      ]);
    },
  }),
];
