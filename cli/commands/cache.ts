import type { Command } from 'commander';
import type { CacheClearWire } from '../../application/cache/cache.codecs';
import type { CliContext } from '../context';
import { usageError } from '../failure';
import { number, percent, table } from '../format';

const cleared = (result: CacheClearWire): string => {
  const names = result.cleared.length === 0 ? 'keine Caches' : result.cleared.join(', ');
  return result.broadcast
    ? `Geleert: ${names} (auf allen Instanzen).`
    : `Geleert: ${names} – nur auf der angesprochenen Instanz; die anderen konnten nicht benachrichtigt werden. Bitte später wiederholen.`;
};

export const cacheCommand = (program: Command, context: CliContext): void => {
  const cache = program.command('cache').description('Zeigt und leert die Caches des Servers.');

  cache
    .command('list')
    .description('Listet die Caches mit Größe und Trefferquote.')
    .action(async () => {
      const { admin } = await context.connection();
      const list = await context.run(admin.listCaches());
      const rows = list.caches.map((entry) => [
        entry.name,
        `${number(entry.entries)}/${number(entry.maxEntries)}`,
        `${number(entry.ttlSeconds)} s`,
        number(entry.hits),
        number(entry.misses),
        percent(entry.hitRate),
        entry.description,
      ]);
      context.print(table(['Cache', 'Einträge', 'TTL', 'Treffer', 'Fehlgriffe', 'Quote', 'Inhalt'], rows, new Set([1, 2, 3, 4, 5])), list);
    });

  cache
    .command('clear')
    .description('Leert einen Cache (oder mit --all alle) auf allen Instanzen des Servers.')
    .argument('[name]', 'der Cache (Namen zeigt „ifb cache list“)')
    .option('--all', 'alle Caches leeren')
    .action(async (name: string | undefined, options: { all?: boolean }) => {
      if (name === undefined && options.all !== true) throw usageError('Bitte nennen Sie einen Cache oder geben Sie --all an.');
      if (name !== undefined && options.all === true) throw usageError('Bitte entweder einen Cache nennen oder --all angeben, nicht beides.');
      const { admin } = await context.connection();
      const result = await context.run(name === undefined ? admin.clearAllCaches() : admin.clearCache(name));
      context.print(cleared(result), result);
    });
};
