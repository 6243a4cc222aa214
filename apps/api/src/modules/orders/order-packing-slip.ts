// The packing slip staff print to pack an order: who receives it, where, when, and each line to tick.
// No prices (it travels in the parcel). Like the invoice, no script and no outside resource.
import { JALALI_DATE_TIME_OPTIONS, toPersianDigits } from '@sabad/contract';
import { escapeHtml } from '../../lib/escape-html.js';
import { orderStaffMessages } from './order-staff.messages.js';
import type * as repo from './orders.repository.js';

const t = orderStaffMessages.packingSlip;
const jalaliDateTime = new Intl.DateTimeFormat('fa-IR-u-ca-persian', JALALI_DATE_TIME_OPTIONS);
const jalaliDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { dateStyle: 'full', timeZone: 'UTC' });
const text = (value: string | number) => escapeHtml(toPersianDigits(value));
const ltr = (value: string) => `<bdi dir="ltr">${text(value)}</bdi>`;

const STYLE = `
@page { size: A4; margin: 14mm 12mm; }
* { box-sizing: border-box; }
body { margin: 0; padding: 12mm; font-family: Vazirmatn, 'Noto Naskh Arabic', Tahoma, sans-serif; font-size: 11pt; line-height: 1.7; color: #111; background: #fff; }
header { display: flex; justify-content: space-between; border-block-end: 2px solid #111; padding-block-end: 4mm; margin-block-end: 5mm; }
header h1 { margin: 0; font-size: 18pt; }
.store { margin: 0; font-weight: 700; }
dl { display: grid; grid-template-columns: auto auto; gap: 0 4mm; margin: 0; }
dt { font-weight: 700; }
dd { margin: 0; }
.recipient { border: 1px solid #999; border-radius: 2mm; padding: 3mm 4mm; margin-block-end: 5mm; }
.recipient h2 { font-size: 11pt; margin: 0 0 1mm; }
.recipient p { margin: 0; }
table { width: 100%; border-collapse: collapse; }
th, td { border: 1px solid #999; padding: 1.5mm 2mm; text-align: start; vertical-align: top; }
thead th { background: #eee; }
td.number { text-align: end; white-space: nowrap; }
td.check { width: 12mm; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
.attributes { display: block; color: #444; font-size: 9pt; white-space: pre-line; }
@media screen { body { max-width: 210mm; margin: 0 auto; } }
@media screen and (max-width: 600px) { body { padding: 4mm; } header { flex-direction: column; gap: 3mm; } }
@media print { body { padding: 0; } }
`;

export function renderPackingSlip(
  records: { order: repo.OrderRow; items: repo.OrderItemRow[]; addresses: repo.OrderAddressRow[] },
  storeName: string,
): string {
  const { order, items, addresses } = records;
  const to = addresses.find((a) => a.kind === 'shipping') ?? addresses.find((a) => a.kind === 'billing');
  const number = toPersianDigits(order.custom_order_number);
  const meta: Array<[string, string]> = [
    [t.orderNumber, ltr(order.custom_order_number)],
    [t.orderDate, text(jalaliDateTime.format(new Date(order.created_at)))],
    ...(order.shipping_method_name
      ? ([[t.shippingMethod, text(order.shipping_method_name)]] as Array<[string, string]>)
      : []),
    ...(order.delivery_date
      ? ([
          [
            t.deliverySlot,
            text(
              `${jalaliDay.format(new Date(`${order.delivery_date}T00:00:00Z`))} ${order.delivery_time_range ?? ''}`,
            ),
          ],
        ] as Array<[string, string]>)
      : []),
  ];
  const recipient = to
    ? `<section class="recipient"><h2>${escapeHtml(t.recipient)}</h2>
<p><strong>${text(`${to.first_name} ${to.last_name}`.trim())}</strong></p>
<p>${text([to.state_province_name, to.city_name, to.address1, to.address2].filter((p) => p.trim() !== '').join('، '))}</p>
<p>${escapeHtml(t.postalCode)}: ${ltr(to.zip_postal_code)} · ${escapeHtml(t.phone)}: ${ltr(to.phone_number)}</p></section>`
    : '';
  const rows = items
    .map(
      (item, index) => `<tr><td class="number">${text(index + 1)}</td>
<td>${text(item.product_name)}${item.attribute_description ? `<span class="attributes">${text(item.attribute_description)}</span>` : ''}</td>
<td>${item.sku ? ltr(item.sku) : ''}</td><td class="number">${text(item.quantity)}</td><td class="check"></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(t.documentTitle(storeName, number))}</title>
<style>${STYLE}</style>
</head>
<body>
<header><div><p class="store">${text(storeName)}</p><h1>${escapeHtml(t.title)}</h1></div>
<dl>${meta.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`).join('')}</dl></header>
${recipient}
<table><thead><tr><th scope="col">${escapeHtml(t.row)}</th><th scope="col">${escapeHtml(t.product)}</th><th scope="col">${escapeHtml(t.sku)}</th><th scope="col">${escapeHtml(t.quantity)}</th><th scope="col">${escapeHtml(t.checked)}</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</body>
</html>
`;
}
