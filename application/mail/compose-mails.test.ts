import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { PdfRenderer } from '../documents/pdf-renderer';
import type { PrintDocument } from '../documents/print-document';
import { composeMails } from './compose-mails';
import { exampleEmailConfirmation, exampleFeedback, exampleFormSubmission, exampleGremiumInvitation, exampleOrder, examplePasswordReset, exampleReservationConfirmed, exampleWaitlistOffer } from './outbox-payloads.arbitraries';

const rendered: PrintDocument[] = [];
const pdf: PdfRenderer = {
  render: (document) => {
    rendered.push(document);
    return Promise.resolve(new TextEncoder().encode('%PDF-1.3 …'));
  },
};
const settings = { operator: { address: 'seminare@example.org' } };

describe('composeMails', () => {
  it('sends the order confirmation to the customer with the confirmation PDF attached', async () => {
    const [mail, ...rest] = await composeMails({ kind: 'order_confirmation', payload: exampleOrder }, settings, pdf);
    expect(rest).toEqual([]);
    expect(mail?.to).toEqual([{ address: 'anna.mueller@example.org', name: 'Frau Dr. Anna Müller' }]);
    expect(mail?.subject).toBe('Ihre Bestellung IFB-2027-000042');
    expect(mail?.text).toContain('Sehr geehrte Frau Dr. Müller,');
    expect(mail?.text).toContain('vielen Dank für Ihre Bestellung vom 12.03.2027.');
    expect(mail?.text).toMatch(/Reservierung bis 26\.03\.2027 +1\.090,00\u00a0€/);
    expect(mail?.text).toMatch(/Gesamtsumme +3\.570,00\u00a0€/);
    expect(mail?.html).toContain('Müller &amp; Söhne GmbH');
    expect(mail?.attachments).toEqual([
      { filename: 'Bestellbestaetigung-IFB-2027-000042.pdf', contentType: 'application/pdf', content: new TextEncoder().encode('%PDF-1.3 …') },
    ]);
    expect(rendered.at(-1)?.title).toBe('Bestellbestätigung');
  });

  it('confirms an order that only reserves as a reservation: no order, no invoice, a PDF of that name', async () => {
    const reservation = {
      ...exampleOrder,
      items: exampleOrder.items.map((item) => ({ ...item, participants: item.participants.filter((one) => one.bookingType === 'Reservierung') })),
    };
    const [mail] = await composeMails({ kind: 'order_confirmation', payload: reservation }, settings, pdf);
    expect(mail?.subject).toBe('Ihre Reservierung IFB-2027-000042');
    expect(mail?.text).toContain('vielen Dank für Ihre Reservierung vom 12.03.2027. Wir haben sie unter der Reservierungsnummer IFB-2027-000042 erhalten');
    expect(mail?.text).toContain('Eine Reservierung hält den Platz bis zum genannten Datum frei');
    expect(mail?.text).not.toMatch(/Bestell|Rechnung/);
    expect(mail?.attachments?.[0]?.filename).toBe('Reservierungsbestaetigung-IFB-2027-000042.pdf');
    expect(rendered.at(-1)?.title).toBe('Reservierungsbestätigung');
  });

  it('offers the waiting-list place with its deadline in Berlin time', async () => {
    const [mail] = await composeMails({ kind: 'waitlist_offer', payload: exampleWaitlistOffer }, settings, pdf);
    expect(mail?.to).toEqual([{ address: 'jonas.weber@example.org', name: 'Herr Jonas Weber' }]);
    expect(mail?.subject).toBe('Ein Platz ist frei: Betriebsverfassungsrecht Teil I');
    expect(mail?.text).toContain('Sehr geehrter Herr Weber,');
    expect(mail?.text).toContain('Angebot gültig bis: 14.03.2027, 18:00 Uhr');
    expect(mail?.text).toContain('Termin: 12.04.2027 bis 16.04.2027');
  });

  it('sends the new account the confirmation link on the configured site, valid until a Berlin time', async () => {
    const [mail, ...rest] = await composeMails(
      { kind: 'email_confirmation', payload: exampleEmailConfirmation },
      { ...settings, siteUrl: 'https://seminare.example.org/' },
      pdf,
    );
    expect(rest).toEqual([]);
    expect(mail?.to).toEqual([{ address: 'k.neumann@example.net', name: 'Frau Katrin Neumann' }]);
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail?.text).toContain('Sehr geehrte Frau Neumann,');
    expect(mail?.text).toContain('https://seminare.example.org/registrierung/bestaetigen?token=q0Zx3-Tq_7aLw9bYc2dE1f');
    expect(mail?.text).toContain('Der Link ist bis 14.03.2027, 10:30 Uhr gültig und funktioniert einmal.');
  });

  it('sends the password reset link to the account, valid one hour until a Berlin time', async () => {
    const [mail, ...rest] = await composeMails({ kind: 'password_reset', payload: examplePasswordReset }, { ...settings, siteUrl: 'https://seminare.example.org/' }, pdf);
    expect(rest).toEqual([]);
    expect(mail?.to).toEqual([{ address: 'k.neumann@example.net', name: 'Frau Katrin Neumann' }]);
    expect(mail?.subject).toBe('Ihr neues Passwort für meinifb');
    expect(mail?.text).toContain('Sehr geehrte Frau Neumann,');
    expect(mail?.text).toContain('https://seminare.example.org/kundenportal/passwort-zuruecksetzen?token=Pw7-rT_9xKq2mLs4');
    expect(mail?.text).toContain('Der Link ist bis 12.03.2027, 11:30 Uhr gültig (1 Stunde) und funktioniert einmal.');
  });

  it('sends the link for a new login address to that address, and a notice to the old one', async () => {
    const payload = {
      person: { salutation: 'Herr', firstname: 'Jonas', lastname: 'Weber' },
      oldEmail: 'jonas.weber@example.org',
      newEmail: 'j.weber@example.net',
      token: 'Zt4-kW9_aa',
      expiresAt: Temporal.Instant.from('2027-03-13T09:30:00Z'),
    };
    const [toNew, toOld, ...rest] = await composeMails({ kind: 'login_email_change', payload }, { ...settings, siteUrl: 'https://seminare.example.org' }, pdf);
    expect(rest).toEqual([]);
    expect(toNew?.to).toEqual([{ address: 'j.weber@example.net', name: 'Herr Jonas Weber' }]);
    expect(toNew?.subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse');
    expect(toNew?.text).toContain('https://seminare.example.org/meinifb/einstellungen/e-mail-bestaetigen?token=Zt4-kW9_aa');
    expect(toNew?.text).toContain('Der Link ist bis 13.03.2027, 10:30 Uhr gültig und funktioniert einmal.');
    expect(toOld?.to).toEqual([{ address: 'jonas.weber@example.org', name: 'Herr Jonas Weber' }]);
    expect(toOld?.subject).toBe('Änderung Ihrer Anmelde-E-Mail-Adresse angefordert');
    expect(toOld?.text).toContain('j.weber@example.net');
    expect(toOld?.text).not.toContain('token=');
  });

  it('mails the invited address the Gremium join link on the configured site, valid until a Berlin time', async () => {
    const [mail, ...rest] = await composeMails({ kind: 'gremium_invitation', payload: exampleGremiumInvitation }, { ...settings, siteUrl: 'https://seminare.example.org/' }, pdf);
    expect(rest).toEqual([]);
    expect(mail?.to).toEqual([{ address: 'tobias.krause@example.org' }]);
    expect(mail?.subject).toBe('Einladung in das Gremium „Betriebsrat der Muster Logistik GmbH“');
    expect(mail?.text).toContain('Frau Sabine Keller lädt Sie ein, dem Gremium „Betriebsrat der Muster Logistik GmbH“ bei meinifb beizutreten.');
    expect(mail?.text).toContain('https://seminare.example.org/meinifb/gremium-beitreten?token=Zq3-x_7aLw9bYc2dE1fQ0A');
    expect(mail?.text).toContain('Der Link ist bis 26.03.2027, 10:30 Uhr gültig und funktioniert einmal.');
  });

  it('links the offer to the page that accepts it, on the configured site, and says until when it holds', async () => {
    const [mail] = await composeMails({ kind: 'waitlist_offer', payload: exampleWaitlistOffer }, { ...settings, siteUrl: 'https://seminare.example.org/' }, pdf);
    expect(mail?.text).toContain('Wir halten den Platz bis 14.03.2027, 18:00 Uhr für Sie frei. Bitte nehmen Sie das Angebot bis dahin an:');
    expect(mail?.text).toContain('https://seminare.example.org/warteliste?angebot=0b7c1f3e-5d2a-4c6b-9e8f-1a2b3c4d5e6f');
    const { entryId: _entryId, ...older } = exampleWaitlistOffer;
    const [withoutLink] = await composeMails({ kind: 'waitlist_offer', payload: older }, settings, pdf);
    expect(withoutLink?.text).not.toContain('/warteliste?angebot=');
    expect(withoutLink?.text).toContain('Bitte bestätigen Sie ihn bis dahin in meinifb');
  });

  it('confirms a reservation turned into a booking to who confirmed it and to the participant', async () => {
    const [toBooker, toParticipant, ...rest] = await composeMails({ kind: 'reservation_confirmed', payload: exampleReservationConfirmed }, settings, pdf);
    expect(rest).toEqual([]);
    expect(toBooker?.to).toEqual([{ address: 'lea.hartmann@example.com', name: 'Frau Lea Hartmann' }]);
    expect(toBooker?.subject).toBe('Ihre Buchung ist verbindlich: Betriebsverfassungsrecht Teil I');
    expect(toBooker?.text).toContain('Sehr geehrte Frau Hartmann,');
    expect(toBooker?.text).toContain('die Reservierung aus der Bestellung IFB-2027-000042 wurde am 20.03.2027 um 09:30 Uhr in eine verbindliche Buchung umgewandelt.');
    expect(toBooker?.text).toContain('Teilnehmer: Özlem Yılmaz');
    expect(toParticipant?.to).toEqual([{ address: 'oezlem.yilmaz@example.com', name: 'Özlem Yılmaz' }]);
    const self = { ...exampleReservationConfirmed, confirmedBy: exampleReservationConfirmed.participant };
    expect(await composeMails({ kind: 'reservation_confirmed', payload: self }, settings, pdf)).toHaveLength(1);
  });

  it('sends feedback to the operator (reply to the sender) and a receipt to the sender', async () => {
    const [toOperator, receipt] = await composeMails({ kind: 'feedback_received', payload: exampleFeedback }, settings, pdf);
    expect(toOperator?.to).toEqual([{ address: 'seminare@example.org' }]);
    expect(toOperator?.replyTo).toEqual({ address: 'jonas.weber@example.org', name: 'Herr Jonas Weber' });
    expect(toOperator?.subject).toBe('Neues Feedback');
    expect(toOperator?.text).toContain('Bewertung: 4 von 5 Sternen');
    expect(toOperator?.text).toContain('Eingegangen: 12.03.2027, 11:15 Uhr');
    expect(toOperator?.html).toContain('Aber &lt;b&gt;zu&lt;/b&gt; wenig Kaffee &amp; Kuchen.');
    expect(receipt?.to).toEqual([{ address: 'jonas.weber@example.org', name: 'Herr Jonas Weber' }]);
    expect(receipt?.subject).toBe('Vielen Dank für Ihr Feedback');
    expect(receipt?.text).toContain('Sehr geehrter Herr Weber,');
  });

  it('greets an anonymous feedback sender neutrally and names the topic in the subject', async () => {
    const [toOperator, receipt] = await composeMails(
      { kind: 'feedback_received', payload: { ...exampleFeedback, topic: 'Seminarort', sender: { email: 'x@example.org' } } },
      settings,
      pdf,
    );
    expect(toOperator?.subject).toBe('Neues Feedback: Seminarort');
    expect(toOperator?.replyTo).toEqual({ address: 'x@example.org', name: undefined });
    expect(toOperator?.text).not.toContain('Von:');
    expect(receipt?.text).toMatch(/^Guten Tag,$/m);
  });

  it('sends a form to the operator and a copy to the sender', async () => {
    const [toOperator, copy] = await composeMails({ kind: 'form_submission', payload: exampleFormSubmission }, settings, pdf);
    expect(toOperator?.to).toEqual([{ address: 'seminare@example.org' }]);
    expect(toOperator?.subject).toBe('Kontaktanfrage von Kim Sommer');
    expect(toOperator?.replyTo).toEqual({ address: 'kim.sommer@example.org', name: 'Kim Sommer' });
    expect(toOperator?.text).toContain('Über das Formular „Kontaktanfrage“ ist am 12.03.2027 um 11:15 Uhr eine Anfrage eingegangen.');
    expect(toOperator?.text).toContain('Nachricht: Bitte rufen Sie mich an.');
    expect(toOperator?.text).toContain('Telefon: –');
    expect(copy?.to).toEqual([{ address: 'kim.sommer@example.org', name: 'Kim Sommer' }]);
    expect(copy?.subject).toBe('Ihre Anfrage: Kontaktanfrage');
    expect(copy?.text).toContain('Guten Tag Kim Sommer,');
  });

  it('confirms a Werbemittelshop order to the orderer as an order, not as a request', async () => {
    const order = { ...exampleFormSubmission, form: 'werbemittel-shop-request', title: 'Bestellung im Werbemittelshop', fields: [{ label: 'Notizblock A5', value: '5 Stück' }] };
    const [toOperator, copy] = await composeMails({ kind: 'form_submission', payload: order }, settings, pdf);
    expect(toOperator?.subject).toBe('Bestellung im Werbemittelshop von Kim Sommer');
    expect(copy?.subject).toBe('Ihre Bestellung im Werbemittelshop');
    expect(copy?.text).toContain('vielen Dank für Ihre Bestellung vom 12.03.2027.');
    expect(copy?.text).toContain('Notizblock A5: 5 Stück');
  });

  it('sends no copy when the form says so or names no sender', async () => {
    const noCopy = await composeMails({ kind: 'form_submission', payload: { ...exampleFormSubmission, copyToSender: false } }, settings, pdf);
    expect(noCopy.map((mail) => mail.to[0]?.address)).toEqual(['seminare@example.org']);
    const { sender: _sender, ...anonymous } = exampleFormSubmission;
    const [only, ...none] = await composeMails({ kind: 'form_submission', payload: anonymous }, settings, pdf);
    expect(none).toEqual([]);
    expect(only?.subject).toBe('Kontaktanfrage');
    expect(only?.replyTo).toBeUndefined();
  });

  it('greets a form sender without a last name neutrally', async () => {
    const [, copy] = await composeMails(
      { kind: 'form_submission', payload: { ...exampleFormSubmission, sender: { email: 'kim@example.org' } } },
      settings,
      pdf,
    );
    expect(copy?.text).toMatch(/^Guten Tag,$/m);
  });
});
