import Database from 'better-sqlite3';
import fs from 'node:fs';
const raw = new Database('/tmp/prof/store.sqlite', { readonly: true });
const sql = fs.readFileSync('/tmp/prof/page.sql','utf8');
const params = ["combinations",0,1,1,1,1,1,1,1,1,"combinations",0,1,1,1,1,0,10,1,1,1,0];
const noOrder = sql.replace(/ order by ("[a-z_]+"\."[a-z_]+"(, )?)+\) as "list"/g, ') as "list"');
const variants: Record<string, any> = { order: raw.prepare(sql).raw(true), noorder: raw.prepare(noOrder).raw(true) };
const res: Record<string, number[]> = { order: [], noorder: [] };
for (const s of Object.values(variants)) for (let i = 0; i < 5000; i++) s.all(params);
for (let round = 0; round < 20; round++) for (const [k, s] of Object.entries(variants)) {
  const t0 = process.hrtime.bigint(); for (let i = 0; i < 2000; i++) s.all(params); res[k].push(Number(process.hrtime.bigint() - t0) / 2000 / 1000);
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1].toFixed(2);
const min = (a: number[]) => Math.min(...a).toFixed(2);
for (const k of Object.keys(res)) console.log(k, 'median', med(res[k]), 'min', min(res[k]));
