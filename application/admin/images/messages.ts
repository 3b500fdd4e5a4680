/** German texts of the image import (/manage/import-images). */
export const IMAGE_MESSAGES = {
  directoryRequired: 'Bitte geben Sie den Ordner auf dem Server als absoluten Pfad an (z. B. /srv/bilder).',
  noSuchDirectory: (directory: string) => `Den Ordner „${directory}“ gibt es auf dem Server nicht.`,
  tooManyFiles: (max: number) => `Der Ordner enthält mehr als ${max} Dateien. Bitte importieren Sie in kleineren Teilen.`,
  unknownFolder: 'Bilder gehören in den Unterordner seminare/ (Kurzname des Seminars) oder hotels/ (Kurzname des Hotels).',
  tooLarge: (maxMegabytes: number) => `Die Datei ist größer als ${maxMegabytes} MB.`,
  emptyFile: 'Die Datei ist leer.',
  notAnImage: 'Kein Bild im Format PNG, JPEG oder WebP (geprüft am Dateiinhalt, nicht an der Endung).',
  damaged: 'Das Bild ist beschädigt und lässt sich nicht lesen.',
  unknownSeminar: (slug: string) => `Es gibt kein Seminar mit dem Kurznamen „${slug}“.`,
  unknownHotel: (slug: string) => `Es gibt kein Hotel mit dem Kurznamen „${slug}“.`,
  imported: (width: number, height: number) => `Importiert (${width} × ${height} Pixel).`,
  importedResized: (width: number, height: number) => `Importiert und auf ${width} × ${height} Pixel verkleinert.`,
} as const;
