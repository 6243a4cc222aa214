import './checkout.css';

export function CheckoutWarnings({ warnings, title }: { warnings: string[]; title?: string }) {
  if (warnings.length === 0) return null;
  const list = (
    <ul className="checkout-warnings" role={title ? undefined : 'alert'}>
      {warnings.map((warning) => (
        <li key={warning}>{warning}</li>
      ))}
    </ul>
  );
  if (!title) return list;
  return (
    <section className="checkout-section" aria-label={title}>
      <p className="choice-card__note">{title}</p>
      {list}
    </section>
  );
}
