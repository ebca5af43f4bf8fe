// @ts-check
// The two pages a person sees: the hosted checkout (type a test card, pay) and the customer
// portal (replace the card on file), in English and French.

function escapeHtml(s) {
  return String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
}

export const TEXT = {
  en: {
    title: 'Pay Tasklane (local Stripe test checkout)',
    test: 'Test mode: this is a local stand-in for Stripe. No real card is charged.',
    hint: 'Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a decline.',
    card: 'Card number',
    expiry: 'Expiry (MM / YY)',
    cvc: 'CVC',
    name: 'Name on card',
    pay: 'Pay',
    cancel: 'Cancel and go back',
    subtotal: 'Subtotal',
    total: 'Total',
    declined: 'Your card was declined. Try another card.',
    invalid: 'Your card number is incomplete or not a test card.',
    closed: 'This checkout session is no longer open.',
    perMonth: 'per month',
    subscribe: 'Subscribe',
    portalTitle: 'Payment method (local Stripe test portal)',
    portalCard: 'Card on file',
    portalNone: 'No card on file.',
    portalSave: 'Save this card',
    portalSaved: 'Your card is updated.',
    portalHint: 'Use 4242 4242 4242 4242 for a card that pays, or 4000 0000 0000 0341 for one whose renewals fail.',
    portalBack: 'Back to Tasklane',
  },
  fr: {
    title: 'Payer Tasklane (paiement de test Stripe local)',
    test: 'Mode test : ceci est une imitation locale de Stripe. Aucune vraie carte n’est débitée.',
    hint: 'Utilisez 4242 4242 4242 4242 pour payer, ou 4000 0000 0000 0002 pour voir un refus.',
    card: 'Numéro de carte',
    expiry: 'Expiration (MM / AA)',
    cvc: 'CVC',
    name: 'Nom sur la carte',
    pay: 'Payer',
    cancel: 'Annuler et revenir',
    subtotal: 'Sous-total',
    total: 'Total',
    declined: 'Votre carte a été refusée. Essayez une autre carte.',
    invalid: 'Votre numéro de carte est incomplet ou n’est pas une carte de test.',
    closed: 'Cette session de paiement n’est plus ouverte.',
    perMonth: 'par mois',
    subscribe: 'S’abonner',
    portalTitle: 'Mode de paiement (portail de test Stripe local)',
    portalCard: 'Carte enregistrée',
    portalNone: 'Aucune carte enregistrée.',
    portalSave: 'Enregistrer cette carte',
    portalSaved: 'Votre carte est mise à jour.',
    portalHint:
      'Utilisez 4242 4242 4242 4242 pour une carte qui paie, ou 4000 0000 0000 0341 pour une carte dont les renouvellements échouent.',
    portalBack: 'Retour à Tasklane',
  },
};

function money(cents, lang) {
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' })
    .format(cents / 100)
    .replace(/\u202f/g, ' ');
}

/** The pages, reading the card on file from the stand-in's state. */
export function makePages({ db }) {
  function checkoutPage(entry, message = '') {
    const { session, lines } = entry;
    const lang = String(session.locale).startsWith('fr') ? 'fr' : 'en';
    const t = TEXT[lang];
    const open = session.status === 'open';
    const rows = lines
      .map(
        (l) =>
          `<tr><td>${escapeHtml(l.description)}</td><td class="n">${money(l.amount, lang)}</td></tr>${l.taxes.map((x) => `<tr class="tax"><td>${escapeHtml(x.name)} (${String(x.percentage).replace('.', lang === 'fr' ? ',' : '.')} %)</td><td class="n">${money(x.amount, lang)}</td></tr>`).join('')}`,
      )
      .join('');
    return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title><style>
body{margin:0;font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;background:#f4f5fb;color:#1f2340}
main{max-width:440px;margin:0 auto;padding:24px 16px}h1{font-size:1.3rem}
.box{background:#fff;border-radius:10px;padding:20px;margin-bottom:16px}
table{width:100%;border-collapse:collapse}td{padding:6px 0}.n{text-align:right}.tax td{color:#4a4e69;font-size:.92rem}
tfoot td{border-top:1px solid #ccd;font-weight:700;padding-top:10px}
label{display:block;margin:12px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #8a8fa8;border-radius:6px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:18px;width:100%;padding:12px;font-size:1.05rem;border:0;border-radius:6px;background:#3a3f9e;color:#fff;cursor:pointer}
.err{background:#fde8e8;color:#8a1c1c;padding:10px;border-radius:6px}.note{font-size:.9rem;color:#3d4160}a{color:#2d3290}
</style></head><body><main>
<h1>${t.title}</h1><p class="note">${t.test}</p>
<div class="box"><table><tbody>${rows}</tbody><tfoot><tr><td>${t.total}</td><td class="n" data-testid="total">${money(session.amount_total, lang)}</td></tr></tfoot></table></div>
${message ? `<p class="err" role="alert">${escapeHtml(message)}</p>` : ''}
${
  open
    ? `<form class="box" method="post" action="/checkout/${session.id}">
<p class="note">${t.hint}</p>
<label for="card">${t.card}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="exp">${t.expiry}</label><input id="exp" name="exp" autocomplete="cc-exp" required></div>
<div><label for="cvc">${t.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<label for="holder">${t.name}</label><input id="holder" name="holder" autocomplete="cc-name">
<button type="submit">${session.mode === 'subscription' ? `${t.subscribe} (${money(session.amount_total, lang)} ${t.perMonth})` : `${t.pay} ${money(session.amount_total, lang)}`}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">${t.cancel}</a></p>`
    : `<p class="err" role="alert">${t.closed}</p><p><a href="${escapeHtml(session.cancel_url)}">${t.cancel}</a></p>`
}
</main></body></html>`;
  }

  function portalPage(ps, message = '', isError = false) {
    const lang = String(ps.locale).startsWith('fr') ? 'fr' : 'en';
    const t = TEXT[lang];
    const card = db.cards.get(ps.customer);
    return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.portalTitle}</title><style>
body{margin:0;font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;background:#f4f5fb;color:#1f2340}
main{max-width:440px;margin:0 auto;padding:24px 16px}h1{font-size:1.3rem}
.box{background:#fff;border-radius:10px;padding:20px;margin-bottom:16px}
label{display:block;margin:12px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #8a8fa8;border-radius:6px}
button{margin-top:18px;width:100%;padding:12px;font-size:1.05rem;border:0;border-radius:6px;background:#3a3f9e;color:#fff;cursor:pointer}
.err{background:#fde8e8;color:#8a1c1c;padding:10px;border-radius:6px}.ok{background:#e6f6ec;color:#1d5b33;padding:10px;border-radius:6px}.note{font-size:.9rem;color:#3d4160}a{color:#2d3290}
</style></head><body><main>
<h1>${t.portalTitle}</h1><p class="note">${t.test}</p>
<div class="box"><p><strong>${t.portalCard}</strong></p><p data-testid="card-on-file">${card ? `Visa •••• ${escapeHtml(card.slice(-4))}` : t.portalNone}</p></div>
${message ? `<p class="${isError ? 'err' : 'ok'}" role="${isError ? 'alert' : 'status'}">${escapeHtml(message)}</p>` : ''}
<form class="box" method="post" action="/portal/${ps.id}">
<p class="note">${t.portalHint}</p>
<label for="card">${t.card}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<label for="exp">${t.expiry}</label><input id="exp" name="exp" autocomplete="cc-exp" required>
<label for="cvc">${t.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">${t.portalSave}</button></form>
${ps.return_url ? `<p><a href="${escapeHtml(ps.return_url)}">${t.portalBack}</a></p>` : ''}
</main></body></html>`;
  }

  return { checkoutPage, portalPage };
}
