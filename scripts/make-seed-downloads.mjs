#!/usr/bin/env node
/**
 * Makes the demo store's downloadable files once; the results are committed under
 * apps/api/src/db/seed/files/ (see its README) and the seed stores them as they are.
 *
 *   node scripts/make-seed-downloads.mjs
 *
 * - hafez-ghazals.pdf: a Persian e-book (a selection of Hafez's ghazals, public domain), printed from
 *   Persian HTML by Chromium (playwright-core, /usr/bin/chromium) with the storefront's Vazirmatn font;
 * - shiraz-breeze.wav: a short instrumental piece in the Shur mode (with its quarter-tone second),
 *   plucked-string synthesis (Karplus–Strong), 16-bit mono PCM.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/api/src/db/seed/files');
const fontDir = path.join(root, 'node_modules/@fontsource/vazirmatn/files');

const font = (file) => `data:font/woff2;base64,${fs.readFileSync(path.join(fontDir, file)).toString('base64')}`;

const GHAZALS = [
  {
    title: 'الا یا ایها الساقی',
    verses: [
      ['الا یا ایها الساقی ادر کأساً و ناولها', 'که عشق آسان نمود اول ولی افتاد مشکل‌ها'],
      ['به بوی نافه‌ای کآخر صبا زان طره بگشاید', 'ز تاب جعد مشکینش چه خون افتاد در دل‌ها'],
      ['مرا در منزل جانان چه امن عیش چون هر دم', 'جرس فریاد می‌دارد که بربندید محمل‌ها'],
      ['به می سجاده رنگین کن گرت پیر مغان گوید', 'که سالک بی‌خبر نبود ز راه و رسم منزل‌ها'],
      ['شب تاریک و بیم موج و گردابی چنین هایل', 'کجا دانند حال ما سبکباران ساحل‌ها'],
      ['همه کارم ز خودکامی به بدنامی کشید آخر', 'نهان کی ماند آن رازی کز او سازند محفل‌ها'],
      ['حضوری گر همی‌خواهی از او غایب مشو حافظ', 'متی ما تلق من تهوی دع الدنیا و اهملها'],
    ],
  },
  {
    title: 'اگر آن ترک شیرازی',
    verses: [
      ['اگر آن ترک شیرازی به دست آرد دل ما را', 'به خال هندویش بخشم سمرقند و بخارا را'],
      ['بده ساقی می باقی که در جنت نخواهی یافت', 'کنار آب رکن‌آباد و گلگشت مصلا را'],
      ['فغان کاین لولیان شوخ شیرین‌کار شهرآشوب', 'چنان بردند صبر از دل که ترکان خوان یغما را'],
      ['ز عشق ناتمام ما جمال یار مستغنی است', 'به آب و رنگ و خال و خط چه حاجت روی زیبا را'],
      ['من از آن حسن روزافزون که یوسف داشت دانستم', 'که عشق از پرده عصمت برون آرد زلیخا را'],
      ['اگر دشنام فرمایی و گر نفرین دعا گویم', 'جواب تلخ می‌زیبد لب لعل شکرخا را'],
      ['نصیحت گوش کن جانا که از جان دوست‌تر دارند', 'جوانان سعادتمند پند پیر دانا را'],
      ['حدیث از مطرب و می گو و راز دهر کمتر جو', 'که کس نگشود و نگشاید به حکمت این معما را'],
      ['غزل گفتی و در سفتی بیا و خوش بخوان حافظ', 'که بر نظم تو افشاند فلک عقد ثریا را'],
    ],
  },
  {
    title: 'یوسف گم‌گشته',
    verses: [
      ['یوسف گم‌گشته بازآید به کنعان غم مخور', 'کلبه احزان شود روزی گلستان غم مخور'],
      ['ای دل غمدیده حالت به شود دل بد مکن', 'وین سر شوریده باز آید به سامان غم مخور'],
      ['گر بهار عمر باشد باز بر تخت چمن', 'چتر گل در سر کشی ای مرغ خوشخوان غم مخور'],
      ['دور گردون گر دو روزی بر مراد ما نرفت', 'دائماً یکسان نباشد حال دوران غم مخور'],
      ['هان مشو نومید چون واقف نه‌ای از سر غیب', 'باشد اندر پرده بازی‌های پنهان غم مخور'],
      ['ای دل ار سیل فنا بنیاد هستی برکند', 'چون تو را نوح است کشتیبان ز طوفان غم مخور'],
      ['در بیابان گر به شوق کعبه خواهی زد قدم', 'سرزنش‌ها گر کند خار مغیلان غم مخور'],
      ['گر چه منزل بس خطرناک است و مقصد بس بعید', 'هیچ راهی نیست کان را نیست پایان غم مخور'],
      ['حال ما در فرقت جانان و ابرام رقیب', 'جمله می‌داند خدای حال‌گردان غم مخور'],
      ['حافظا در کنج فقر و خلوت شب‌های تار', 'تا بود وردت دعا و درس قرآن غم مخور'],
    ],
  },
  {
    title: 'دوش دیدم که ملایک',
    verses: [
      ['دوش دیدم که ملایک در میخانه زدند', 'گل آدم بسرشتند و به پیمانه زدند'],
      ['ساکنان حرم ستر و عفاف ملکوت', 'با من راه‌نشین باده مستانه زدند'],
      ['آسمان بار امانت نتوانست کشید', 'قرعه کار به نام من دیوانه زدند'],
      ['جنگ هفتاد و دو ملت همه را عذر بنه', 'چون ندیدند حقیقت ره افسانه زدند'],
      ['شکر ایزد که میان من و او صلح افتاد', 'صوفیان رقص‌کنان ساغر شکرانه زدند'],
      ['آتش آن نیست که از شعله او خندد شمع', 'آتش آن است که در خرمن پروانه زدند'],
      ['کس چو حافظ نگشاد از رخ اندیشه نقاب', 'تا سر زلف سخن را به قلم شانه زدند'],
    ],
  },
];

const toPersianDigits = (value) => String(value).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

function ebookHtml() {
  const ghazals = GHAZALS.map(
    (ghazal, index) => `
    <section class="ghazal">
      <h2><span>غزل ${toPersianDigits(index + 1)}</span>${ghazal.title}</h2>
      <div class="verses">
        ${ghazal.verses.map(([first, second]) => `<p><span>${first}</span><span>${second}</span></p>`).join('\n        ')}
      </div>
    </section>`,
  ).join('\n');
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<title>گزیده غزلیات حافظ</title>
<style>
  @font-face { font-family: 'Vazirmatn'; font-weight: 400; src: url('${font('vazirmatn-arabic-400-normal.woff2')}') format('woff2'); }
  @font-face { font-family: 'Vazirmatn'; font-weight: 700; src: url('${font('vazirmatn-arabic-700-normal.woff2')}') format('woff2'); }
  @page { size: A5; margin: 18mm 14mm; }
  * { box-sizing: border-box; }
  body { font-family: 'Vazirmatn', sans-serif; color: #222; margin: 0; line-height: 2; }
  .cover { height: 170mm; display: flex; flex-direction: column; justify-content: center; align-items: center;
    text-align: center; border: 1.5pt solid #7a4b1f; border-radius: 6mm; padding: 10mm; break-after: page; }
  .cover h1 { font-size: 26pt; margin: 0 0 4mm; color: #7a4b1f; }
  .cover p { margin: 0; font-size: 11pt; }
  .cover .store { margin-block-start: 18mm; font-size: 10pt; color: #666; }
  .intro { break-after: page; font-size: 10.5pt; text-align: justify; }
  .intro h2 { font-size: 15pt; color: #7a4b1f; }
  .ghazal { break-after: page; }
  .ghazal:last-of-type { break-after: auto; }
  .ghazal h2 { font-size: 14pt; color: #7a4b1f; text-align: center; margin: 0 0 6mm; }
  .ghazal h2 span { display: block; font-size: 9pt; color: #999; font-weight: 400; }
  /* A bayt's two hemistichs one under the other, the second set off to the left: no line breaks on A5. */
  .verses p { display: flex; flex-direction: column; margin: 0 0 2mm; font-size: 10.5pt; line-height: 1.9; }
  .verses p span:first-child { padding-inline-end: 14mm; }
  .verses p span:last-child { padding-inline-start: 14mm; text-align: left; }
</style>
</head>
<body>
  <section class="cover">
    <h1>گزیده غزلیات حافظ</h1>
    <p>خواجه شمس‌الدین محمد حافظ شیرازی</p>
    <p>چهار غزل، به انتخاب فروشگاه سبد</p>
    <p class="store">نسخه الکترونیکی، ویرایش ۱۴۰۵</p>
  </section>
  <section class="intro">
    <h2>درباره این کتاب</h2>
    <p>حافظ شیرازی، شاعر سده هشتم هجری، بلندآوازه‌ترین غزل‌سرای زبان فارسی است. دیوان او در بیشتر خانه‌های ایرانی در کنار قرآن نگه داشته می‌شود و شب یلدا و نوروز بی فال حافظ کامل نمی‌شود.</p>
    <p>این کتاب الکترونیکی چهار غزل شناخته‌شده او را در بر دارد: غزل نخست دیوان، «اگر آن ترک شیرازی»، «یوسف گم‌گشته» و «دوش دیدم که ملایک». هر غزل در صفحه‌ای جداگانه و دو مصراع هر بیت زیر هم آمده است تا خواندن آن در تلفن همراه و تبلت آسان باشد.</p>
    <p>متن غزل‌ها از روی نسخه‌های رایج دیوان حافظ آماده شده و در مالکیت عمومی است. طراحی و صفحه‌آرایی این نسخه از آن فروشگاه سبد است.</p>
  </section>
${ghazals}
</body>
</html>`;
}

async function makeEbook(file) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent(ebookHtml(), { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    const pdf = await page.pdf({ format: 'A5', printBackground: true, preferCSSPageSize: true });
    fs.writeFileSync(file, pdf);
  } finally {
    await browser.close();
  }
}

/** A deterministic pseudo-random sequence (mulberry32), so every run writes the same bytes. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeMelody(file) {
  const sampleRate = 11_025;
  // Shur on D: D, E half-flat (the koron, three quarter-tones above D), F, G, A, B-flat, C, D.
  const note = (semitones) => 293.66 * 2 ** (semitones / 12);
  const scale = {
    D: note(0),
    Ek: note(1.5),
    F: note(3),
    G: note(5),
    A: note(7),
    Bb: note(8),
    C: note(10),
    D2: note(12),
  };
  // [note, beats]; a beat is 0.3 s. Rises to the fifth, turns around the koron, settles on the tonic.
  const phrase = [
    ['D', 1],
    ['Ek', 1],
    ['F', 2],
    ['Ek', 1],
    ['D', 1],
    ['F', 1],
    ['G', 1],
    ['A', 2],
    ['G', 1],
    ['F', 1],
    ['Ek', 2],
    ['F', 1],
    ['G', 1],
    ['Bb', 1],
    ['A', 1],
    ['G', 2],
    ['F', 1],
    ['Ek', 1],
    ['D', 4],
  ];
  const beat = 0.3;
  const totalSeconds = phrase.reduce((sum, [, beats]) => sum + beats, 0) * beat + 1;
  const samples = new Float32Array(Math.ceil(totalSeconds * sampleRate));
  const noise = random(1405);
  let start = 0;
  for (const [name, beats] of phrase) {
    const period = Math.round(sampleRate / scale[name]);
    const buffer = Float32Array.from({ length: period }, () => noise() * 2 - 1);
    const length = Math.min(samples.length - start, Math.round((beats * beat + 0.8) * sampleRate));
    for (let i = 0; i < length; i++) {
      const index = i % period;
      const next = (index + 1) % period;
      const value = buffer[index];
      buffer[index] = 0.498 * (value + buffer[next]);
      samples[start + i] += value * 0.5;
    }
    start += Math.round(beats * beat * sampleRate);
  }
  const pcm = Buffer.alloc(samples.length * 2);
  samples.forEach((value, i) => pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_000), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  fs.writeFileSync(file, Buffer.concat([header, pcm]));
}

fs.mkdirSync(outDir, { recursive: true });
await makeEbook(path.join(outDir, 'hafez-ghazals.pdf'));
makeMelody(path.join(outDir, 'shiraz-breeze.wav'));
for (const name of ['hafez-ghazals.pdf', 'shiraz-breeze.wav']) {
  console.log(`${name}: ${fs.statSync(path.join(outDir, name)).size} bytes`);
}
