import { describe, expect, it } from 'vitest';
import { germanUsageError } from './german-commander';

describe('germanUsageError', () => {
  it("puts Commander's usage errors into German with the CLI's „Fehler:“", () => {
    expect(germanUsageError("error: missing required argument 'kind'\n")).toBe('Fehler: Es fehlt das Argument „kind“.\n');
    expect(germanUsageError("error: option '-f, --format <format>' argument 'xml' is invalid. Allowed choices are json, ndjson, csv.\n")).toBe(
      'Fehler: „xml“ ist kein gültiger Wert für -f, --format <format>. Möglich sind: json, ndjson, csv.\n',
    );
    expect(germanUsageError("error: unknown option '--fromat'\n(Did you mean --format?)\n")).toBe('Fehler: Unbekannte Option „--fromat“.\n(Meinten Sie --format?)\n');
    expect(germanUsageError("error: too many arguments for 'export'. Expected 1 argument but got 2.\n")).toBe(
      'Fehler: Zu viele Argumente für „export“: erwartet 1, erhalten 2.\n',
    );
  });

  it('keeps the words of an error it does not know, with „Fehler:“ in front', () => {
    expect(germanUsageError('error: something new\n')).toBe('Fehler: something new\n');
  });
});
