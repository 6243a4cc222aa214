// Run by catalogue-import-restart.test.ts in a child process: uploads a file, applies it and runs the job
// slowly until the test kills this process (SIGKILL: no shutdown, as a crash or a power cut).
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../db/client.js';
import { importProcess } from './catalogue-import.process.js';

const [databaseUrl, file, staffId, email] = process.argv.slice(2);
if (!databaseUrl || !file || !staffId || !email) throw new Error('usage: <database url> <csv file> <staff id> <email>');
const db = openDatabase(databaseUrl, { poolSize: 4 });
const { imports, jobs } = importProcess(db.kysely, { databaseUrl, slowRowMs: 15 });
await jobs.start();
const actor = { staffId: Number(staffId), email, ip: '127.0.0.1', sessionId: 0, permissions: [] };
const preview = await imports.upload({ bytes: readFileSync(file), fileName: 'crash.csv' }, actor);
await imports.apply(preview.id, actor);
console.log(`import ${preview.id}`);
