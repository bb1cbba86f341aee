import { formatNaira } from '../../domain/money';

/** The fake Paystack's pages: small, accessible (axe scans them in the journeys), no script. */
const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${escape(title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:26rem;margin:0 auto;padding:1rem;color:#111}
h1{font-size:1.25rem}.note{color:#444;font-size:.9rem}
button,select{font:inherit;min-height:48px;width:100%;margin:.4rem 0;border-radius:8px}
button{border:0;color:#fff;font-weight:600}.pay{background:#0b6e4f}.fail{background:#a4161a}
select{border:1px solid #555;background:#fff;padding:0 .5rem}label{display:block;margin-top:1rem}
a{color:#0b5394;display:inline-block;min-height:44px;line-height:44px}
</style></head><body><main>${body}</main></body></html>`;
}

export function checkoutPage(t: {
  amount: number;
  email: string;
  reference: string;
  status: string;
  metadata: Record<string, unknown>;
}) {
  const amount = formatNaira(t.amount);
  if (t.status !== 'abandoned')
    return page(
      'Fake Paystack checkout',
      `<h1>Fake Paystack checkout</h1><p>This payment is already ${t.status}.</p>`,
    );
  const cancel =
    typeof t.metadata.cancel_action === 'string'
      ? `<p><a href="${escape(t.metadata.cancel_action)}">Cancel payment</a></p>`
      : '';
  return page(
    'Fake Paystack checkout',
    `<h1>Fake Paystack checkout</h1>
<p class="note">A test stand-in for Paystack: no money moves.</p>
<p><strong>${escape(amount)}</strong> from ${escape(t.email)}</p>
<p class="note">Reference ${escape(t.reference)}</p>
<form method="post">
<label for="webhook">Send the webhook</label>
<select id="webhook" name="webhook">
<option value="before">before returning to the shop</option>
<option value="after">after returning to the shop</option>
<option value="twice">before and after (a duplicate)</option>
<option value="none">never</option>
</select>
<button class="pay" name="outcome" value="success">Pay ${escape(amount)}</button>
<button class="fail" name="outcome" value="failed">Fail payment</button>
</form>${cancel}`,
  );
}
