import { Help, type Argument, type Command, type Option } from 'commander';

/** Commander's headings, in the German the rest of the CLI speaks. */
const TITLES: Readonly<Record<string, string>> = {
  'Usage:': 'Aufruf:',
  'Arguments:': 'Argumente:',
  'Options:': 'Optionen:',
  'Global Options:': 'Globale Optionen:',
  'Commands:': 'Befehle:',
};

/** The extra notes Commander adds to a description: "(choices: …, default: …)". */
const germanNotes = (description: string): string =>
  description.replace(/\((choices|default|preset|env): /g, (_all, note: string) => `(${NOTES[note] ?? note}: `).replace(/, (default|preset|env): /g, (_all, note: string) => `, ${NOTES[note] ?? note}: `);
const NOTES: Readonly<Record<string, string>> = { choices: 'Auswahl', default: 'Vorgabe', preset: 'ohne Wert', env: 'Umgebungsvariable' };

/** Commander's usage errors that operators meet, in German; anything else is passed on as it is. */
const USAGE_ERRORS: readonly (readonly [RegExp, (...groups: string[]) => string])[] = [
  [/^error: missing required argument '(.+)'$/, (name = '') => `Es fehlt das Argument „${name}“.`],
  [
    /^error: command-argument value '(.*)' is invalid for argument '(.+)'\. Allowed choices are (.+)\.$/,
    (value = '', name = '', choices = '') => `„${value}“ ist kein gültiger Wert für „${name}“. Möglich sind: ${choices}.`,
  ],
  [/^error: command-argument value '(.*)' is invalid for argument '(.+)'\. (.+)$/, (value = '', name = '', reason = '') => `${reason.includes(value) ? '' : `„${value}“ für `}„${name}“: ${reason}`],
  [
    /^error: option '(.+)' argument '(.*)' is invalid\. Allowed choices are (.+)\.$/,
    (option = '', value = '', choices = '') => `„${value}“ ist kein gültiger Wert für ${option}. Möglich sind: ${choices}.`,
  ],
  [/^error: option '(.+)' argument '(.*)' is invalid\. (.+)$/, (option = '', value = '', reason = '') => `${reason.includes(value) ? '' : `„${value}“ für `}${option}: ${reason}`],
  [/^error: option '(.+)' argument missing$/, (option = '') => `Die Option ${option} braucht einen Wert.`],
  [/^error: unknown option '(.+)'$/, (option = '') => `Unbekannte Option „${option}“.`],
  [/^error: unknown command '(.+)'$/, (name = '') => `Unbekannter Befehl „${name}“.`],
  [/^error: too many arguments for '(.+)'\. Expected (\d+) arguments? but got (\d+)\.$/, (name = '', expected = '', got = '') => `Zu viele Argumente für „${name}“: erwartet ${expected}, erhalten ${got}.`],
  [/^error: too many arguments\. Expected (\d+) arguments? but got (\d+)\.$/, (expected = '', got = '') => `Zu viele Argumente: erwartet ${expected}, erhalten ${got}.`],
  [/^\(Did you mean (.+)\?\)$/, (suggestion = '') => `(Meinten Sie ${suggestion}?)`],
];

/** One usage error as Commander writes it (a line, maybe a suggestion on the next), in German with the CLI's "Fehler:". */
export const germanUsageError = (text: string): string =>
  text
    .split('\n')
    .map((line) => {
      for (const [pattern, german] of USAGE_ERRORS) {
        const match = pattern.exec(line);
        if (match !== null) return `${line.startsWith('error:') ? 'Fehler: ' : ''}${german(...match.slice(1))}`;
      }
      return line.replace(/^error: /, 'Fehler: ');
    })
    .join('\n');

class GermanHelp extends Help {
  override styleTitle(title: string): string {
    return super.styleTitle(TITLES[title] ?? title);
  }

  override optionDescription(option: Option): string {
    return germanNotes(super.optionDescription(option));
  }

  override argumentDescription(argument: Argument): string {
    return germanNotes(super.argumentDescription(argument));
  }
}

/** Help texts of the command and all below it in German: headings, the help option and command, the notes. */
export const germanHelp = (command: Command): void => {
  command.helpOption('-h, --help', 'zeigt diese Hilfe');
  if (command.commands.length > 0) command.helpCommand('help [befehl]', 'zeigt die Hilfe zu einem Befehl');
  command.createHelp = () => Object.assign(new GermanHelp(), command.configureHelp());
  command.commands.forEach(germanHelp);
};
