import type { FastifyReply } from 'fastify';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One button of the page: a form posting `fields` to `action`. */
export interface PageButton {
  label: string;
  action: string;
  fields?: Record<string, string>;
  primary?: boolean;
}

/** What the simulator's page shows. */
export interface SimulatorPage {
  gateway: string;
  /** "1500.00 BDT". */
  amount: string;
  invoice: string;
  /** A line under the amount (the test switch chosen, or that the payment is decided). */
  note?: string;
  buttons: PageButton[];
  /** Origins the forms may be sent on to (the merchant's return addresses). */
  formTargets: string[];
}

/**
 * Writes the simulator's payment page: the gateway, the amount, and its buttons (Pay, Cancel), in
 * English and Bengali. Plain HTML, no script; its forms may post here and be sent on to the merchant.
 */
export function sendSimulatorPage(reply: FastifyReply, page: SimulatorPage): FastifyReply {
  const buttons = page.buttons
    .map((b) => {
      const hidden = Object.entries(b.fields ?? {})
        .map(
          ([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
        )
        .join('');
      return `<form method="post" action="${escapeHtml(b.action)}">${hidden}<button type="submit" class="${b.primary ? 'primary' : ''}">${escapeHtml(b.label)}</button></form>`;
    })
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.gateway)} — payment simulator</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111}
main{max-width:360px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:18px;margin:0 0 4px}.sim{color:#b45309;font-size:13px;margin:0 0 20px}
.amount{font-size:32px;font-weight:700;margin:8px 0}.invoice{color:#555;font-size:13px}
.note{margin:12px 0;color:#555}form{display:inline-block;margin:16px 8px 0 0}
button{font-size:16px;padding:10px 20px;border-radius:8px;border:1px solid #999;background:#fff;cursor:pointer}
button.primary{background:#e2136e;border-color:#e2136e;color:#fff}
</style></head>
<body><main>
<h1>${escapeHtml(page.gateway)}</h1>
<p class="sim">Payment simulator: no money moves · পেমেন্ট সিমুলেটর: কোনো টাকা লেনদেন হয় না</p>
<div>Amount · পরিমাণ</div>
<div class="amount" data-testid="amount">${escapeHtml(page.amount)}</div>
<div class="invoice">Invoice · ইনভয়েস: ${escapeHtml(page.invoice)}</div>
${page.note ? `<p class="note">${escapeHtml(page.note)}</p>` : ''}
${buttons}
</main></body></html>`;
  const targets = ["'self'", ...new Set(page.formTargets)].join(' ');
  return reply
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${targets}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The origin of a URL, or nothing when it is not one. */
export function originOf(url: string | undefined): string[] {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}

/** A payment as its page shows it. */
export interface PagePayment {
  id: string;
  amount: string;
  currency: string;
  invoice: string;
  status: string;
}

/**
 * The page of an open payment (Pay and Cancel, each posting to `path?action=…` with the test switch)
 * or of one decided already (no buttons). `fields` are the hidden fields of each button's form.
 */
export function sendPaymentPage(
  reply: FastifyReply,
  page: {
    gateway: string;
    payment: PagePayment;
    open: boolean;
    simulate: string | undefined;
    fields?: { pay: Record<string, string>; cancel: Record<string, string> };
    formTargets: string[];
  },
): FastifyReply {
  const { payment, simulate } = page;
  const path = `/api/payment-simulator/${page.gateway.toLowerCase()}/pay/${encodeURIComponent(payment.id)}`;
  const action = (choice: string) =>
    `${path}?${new URLSearchParams({ action: choice, ...(simulate ? { simulate } : {}) })}`;
  const note = page.open
    ? simulate && `Test switch: ${simulate}`
    : `This payment is ${payment.status}. · এই পেমেন্ট ইতিমধ্যে সম্পন্ন/বাতিল।`;
  return sendSimulatorPage(reply, {
    gateway: page.gateway,
    amount: `${payment.amount} ${payment.currency}`,
    invoice: payment.invoice,
    ...(note ? { note } : {}),
    buttons: page.open
      ? [
          { label: 'Pay · পরিশোধ করুন', action: action('pay'), fields: page.fields?.pay ?? {}, primary: true },
          { label: 'Cancel · বাতিল', action: action('cancel'), fields: page.fields?.cancel ?? {} },
        ]
      : [],
    formTargets: page.formTargets,
  });
}

/** The page left after the payer's choice when nobody is sent back (decided already, or no-callback). */
export function sendChoiceNotice(
  reply: FastifyReply,
  gateway: string,
  payment: PagePayment,
  moved: boolean,
  withheld: string,
): FastifyReply {
  return sendSimulatorPage(reply, {
    gateway,
    amount: `${payment.amount} ${payment.currency}`,
    invoice: payment.invoice,
    note: moved ? `Paid. ${withheld} (test switch no-callback).` : 'This payment was already decided.',
    buttons: [],
    formTargets: [],
  });
}
