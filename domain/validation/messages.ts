/**
 * The German messages under the form fields (spec §5), one place for the field text and the
 * server's 400 answer. Texts the spec does not give are marked "interpretation": they follow the
 * spec's style ('Bitte geben Sie … an').
 */
export const VALIDATION_MESSAGES = {
  company: 'Bitte füllen Sie das Feld Firma aus',
  /** Interpretation: the spec names the rule "required" but gives no text for it. */
  streetRequired: 'Bitte geben Sie eine Straße an',
  streetWithDigits: 'Die Straße darf keine Zahlen enthalten',
  /** Interpretation: required without a given text. */
  streetNumberRequired: 'Bitte geben Sie eine Hausnummer an',
  streetNumberTooLong: 'Das Feld Hausnummer hat zu viele Zeichen',
  postalCodeInvalid: 'Die Postleitzahl ist ungültig',
  postalCodeNotDigits: 'Postleitzahlen dürfen nur Zahlen enthalten',
  /** Interpretation: the spec gives only the digits text for the city. */
  cityRequired: 'Bitte geben Sie einen Ort an',
  cityWithDigits: 'Der Ort darf keine Zahlen enthalten',
  salutation: 'Bitte wählen Sie eine Anrede aus',
  topic: 'Bitte wählen Sie ein Betreff aus',
  firstnameRequired: 'Bitte tragen Sie einen Vornamen ein',
  firstnameIncomplete: 'Bitte tragen Sie den vollständigen Vornamen ein',
  lastnameRequired: 'Bitte tragen Sie einen Nachnamen ein',
  lastnameIncomplete: 'Bitte tragen Sie den vollständigen Nachnamen ein',
  phoneRequired: 'Bitte geben Sie eine Telefonnummer an',
  phoneTooShort: 'Die angegebene Telefonnummer ist zu kurz',
  phoneTooLong: 'Die angegebene Telefonnummer ist zu lange',
  phoneInvalidCharacters: 'Die angegebene Telefonnummer enthält ungültige Zeichen',
  emailRequired: 'Bitte geben Sie eine E-Mail-Adresse an',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
  message: 'Bitte geben Sie eine Nachricht ein',
  /** Interpretation: the spec sets no limit; this one only guards against oversized bodies. */
  personalNotesTooLong: 'Die Anmerkungen dürfen höchstens 5000 Zeichen enthalten',
  hotelOverNightOption: 'Bitte geben Sie eine Verpflegungs-/Übernachtungsoption an',
  password: 'Bitte wählen Sie ein Passwort in dem vorgegebenen Format',
  /** Interpretation: registration needs the consent to the AGB and the privacy notice; the spec gives no text. */
  consent: 'Bitte stimmen Sie den AGB und der Datenschutzerklärung zu',
  /** Interpretation: the spec gives the rule (at least 2 chars) but no text. */
  postalCodeOrCity: 'Bitte geben Sie eine Postleitzahl oder einen Ort an',
  /** Interpretation: the spec gives the rule (at least 2 chars) but no text. */
  streetAndHouseNumber: 'Bitte geben Sie eine Straße und Hausnummer an',
} as const;
