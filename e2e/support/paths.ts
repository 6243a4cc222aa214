import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2eRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const screenshotDir = path.join(e2eRoot, 'screenshots');
/** The server's log, kept beside the screenshots after the run (the server's temp folder is removed). */
export const serverLogCopy = path.join(screenshotDir, 'server.log');
