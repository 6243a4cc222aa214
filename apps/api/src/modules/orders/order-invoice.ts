// No script and no outside resource: the app prints it from an iframe and gives it the store's font.
import {
  JALALI_DATE_OPTIONS,
  JALALI_DATE_TIME_OPTIONS,
  toPersianDigits,
  type OrderAddress,
  type OrderDetails,
} from '@sabad/contract';
import { escapeHtml } from '../../lib/escape-html.js';
import { orderMessages } from './orders.messages.js';

const t = orderMessages.invoice;

const jalaliDateTime = new Intl.DateTimeFormat('fa-IR-u-ca-persian', JALALI_DATE_TIME_OPTIONS);
const jalaliDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', JALALI_DATE_OPTIONS);

/** The store's own numbers (amounts, counts, dates, the order number): Persian digits. */
const text = (value: string | number) => escapeHtml(toPersianDigits(value));
/** What was sold is printed as sold: «MK270» stays «MK270» (issue 34.10). */
const asSold = (value: string) => escapeHtml(value);
const ltr = (value: string) => `<bdi dir="ltr">${text(value)}</bdi>`;
/** What a discount, gift card or the points take off the order, with its minus sign (issue 34.9). */
const deduction = (amount: string) => `\u2212${amount}`;

function addressBlock(title: string, address: OrderAddress): string {
  const place = [address.StateProvinceName, address.City, address.Address1, address.Address2]
    .filter((part) => part.trim() !== '')
    .join('، ');
  return `<section class="party">
<h2>${escapeHtml(title)}</h2>
<p class="name">${text(`${address.FirstName} ${address.LastName}`.trim())}</p>
<p>${text(place)}</p>
<p>${escapeHtml(t.postalCode)}: ${ltr(address.ZipPostalCode)} · ${escapeHtml(t.phone)}: ${ltr(address.PhoneNumber)}</p>
</section>`;
}

// What is taken off says so in its label (as on the order page), without a sign.
function totalRow(label: string, value: string, options: { strong?: boolean } = {}): string {
  const cell = text(value);
  return options.strong
    ? `<tr class="grand"><th scope="row">${escapeHtml(label)}</th><td>${cell}</td></tr>`
    : `<tr><th scope="row">${escapeHtml(label)}</th><td>${cell}</td></tr>`;
}

const STYLE = `
@page { size: A4; margin: 14mm 12mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; padding: 12mm; font-family: Vazirmatn, 'Noto Naskh Arabic', Tahoma, sans-serif; font-size: 10.5pt; line-height: 1.7; color: #111; background: #fff; }
header { display: flex; justify-content: space-between; align-items: flex-start; border-block-end: 2px solid #111; padding-block-end: 4mm; margin-block-end: 5mm; }
header h1 { margin: 0; font-size: 18pt; }
header .store { font-size: 13pt; font-weight: 700; margin: 0; }
dl.meta { display: grid; grid-template-columns: auto auto; gap: 0 4mm; margin: 0; }
dl.meta dt { font-weight: 700; }
dl.meta dd { margin: 0; }
.parties { display: flex; gap: 5mm; margin-block-end: 5mm; }
.party { flex: 1; border: 1px solid #999; border-radius: 2mm; padding: 3mm 4mm; }
.party h2 { font-size: 11pt; margin: 0 0 1mm; }
.party p { margin: 0; }
.party .name { font-weight: 700; }
table { width: 100%; border-collapse: collapse; }
.lines-frame { max-inline-size: 100%; overflow-x: auto; }
table.lines th, table.lines td { border: 1px solid #999; padding: 1.5mm 2mm; text-align: start; vertical-align: top; }
table.lines thead th { background: #eee; }
table.lines td.number { text-align: end; white-space: nowrap; }
table.lines .attributes { display: block; color: #444; font-size: 9pt; white-space: pre-line; }
table.lines thead { display: table-header-group; }
table.lines tr { break-inside: avoid; page-break-inside: avoid; }
table.totals { width: auto; min-width: 45%; margin-block-start: 4mm; margin-inline-start: auto; break-inside: avoid; }
table.totals th, table.totals td { padding: 1mm 2mm; text-align: start; font-weight: 400; }
table.totals td { text-align: end; white-space: nowrap; }
table.totals tr.grand th, table.totals tr.grand td { font-weight: 700; font-size: 12pt; border-block-start: 2px solid #111; }
.note { margin-block-start: 4mm; font-size: 9pt; color: #444; }
@media screen { body { max-width: 210mm; margin: 0 auto; } }
@media screen and (max-width: 600px) {
  body { padding: 3mm; font-size: 9.5pt; }
  header, .parties { flex-direction: column; gap: 3mm; }
  table.lines th, table.lines td { padding: 1mm 1.2mm; }
  table.lines td.number { white-space: normal; }
  table.lines td.number.amount { white-space: nowrap; }
  table.totals { min-width: 100%; }
}
@media print { body { padding: 0; } .lines-frame { overflow: visible; } }
`;

export function renderOrderInvoice(order: OrderDetails, storeName: string): string {
  const number = toPersianDigits(order.CustomOrderNumber);
  const lines = order.Items.map(
    (item, index) => `<tr>
<td class="number">${text(index + 1)}</td>
<td>${asSold(item.ProductName)}${item.AttributeInfo ? `<span class="attributes">${asSold(item.AttributeInfo)}</span>` : ''}</td>
<td class="number amount">${text(item.UnitPrice)}</td>
<td class="number">${text(item.Quantity)}</td>
<td class="number amount">${text(item.SubTotal)}</td>
</tr>`,
  ).join('\n');

  const totals = [
    totalRow(t.subtotal, order.OrderSubtotal),
    order.OrderSubTotalDiscountValue > 0 ? totalRow(t.subtotalDiscount, deduction(order.OrderSubTotalDiscount)) : '',
    totalRow(t.shipping, order.OrderShipping),
    order.PaymentMethodAdditionalFeeValue > 0 ? totalRow(t.paymentFee, order.PaymentMethodAdditionalFee) : '',
    order.OrderTotalDiscountValue > 0 ? totalRow(t.orderDiscount, deduction(order.OrderTotalDiscount)) : '',
    ...order.GiftCards.map((card) => totalRow(t.giftCard(card.CouponCode), deduction(card.Amount))),
    order.RedeemedRewardPoints > 0
      ? totalRow(t.rewardPoints(order.RedeemedRewardPoints), deduction(order.RedeemedRewardPointsAmount))
      : '',
    totalRow(t.total, order.OrderTotal, { strong: true }),
    // Prices include VAT: its share is shown, not added.
    ...order.TaxRates.map((rate) => totalRow(t.tax(rate.Rate), rate.Value)),
  ]
    .filter((row) => row !== '')
    .join('\n');

  const taxNote = order.TaxRates.map((rate) => `<p class="note">${text(t.taxIncluded(rate.Rate))}</p>`).join('');
  const meta: Array<[string, string]> = [
    [t.orderNumber, ltr(number)],
    [t.orderDate, text(jalaliDateTime.format(new Date(order.CreatedOn)))],
    [t.orderStatus, text(order.OrderStatus)],
    [t.paymentMethod, text(order.PaymentMethod)],
    [t.paymentStatus, text(order.PaymentStatus)],
    ...(order.ShippingMethod ? ([[t.shippingMethod, text(order.ShippingMethod)]] as Array<[string, string]>) : []),
    ...(order.DeliveryDate && order.DeliveryTime
      ? ([
          [
            t.deliverySlot,
            text(t.deliverySlotValue(jalaliDate.format(new Date(order.DeliveryDate)), order.DeliveryTime)),
          ],
        ] as Array<[string, string]>)
      : []),
  ];

  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(t.documentTitle(storeName, number))}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<div>
<p class="store">${text(storeName)}</p>
<h1>${escapeHtml(t.title)}</h1>
</div>
<dl class="meta">
${meta.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`).join('\n')}
</dl>
</header>
<div class="parties">
${addressBlock(t.billingAddress, order.BillingAddress)}
${order.ShippingAddress ? addressBlock(t.shippingAddress, order.ShippingAddress) : ''}
${order.PickupAddress ? addressBlock(t.pickupAddress, order.PickupAddress) : ''}
</div>
<div class="lines-frame">
<table class="lines">
<thead><tr><th scope="col">${escapeHtml(t.row)}</th><th scope="col">${escapeHtml(t.product)}</th><th scope="col">${escapeHtml(t.unitPrice)}</th><th scope="col">${escapeHtml(t.quantity)}</th><th scope="col">${escapeHtml(t.lineTotal)}</th></tr></thead>
<tbody>
${lines}
</tbody>
</table>
</div>
<table class="totals">
<tbody>
${totals}
</tbody>
</table>
${taxNote}
</body>
</html>
`;
}
