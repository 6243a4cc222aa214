import os from 'node:os';
import type { AuditActor } from '../modules/audit/index.js';

/** The audit log names the operator's account on this machine, so a CLI change has a who too. */
export const cliActor = (): AuditActor => ({ staffId: null, email: `cli:${os.userInfo().username}`, ip: 'cli' });
