/** One sample of the Prometheus text format: its name, labels and value. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

const LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a scrape (comments and blank lines skipped). */
export const parseExposition = (text: string): readonly Sample[] =>
  text.split('\n').flatMap((line) => {
    const match = LINE.exec(line);
    if (match === null) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map(([, key = '', value = '']) => [key, value.replace(/\\(.)/g, '$1')]));
    return [{ name: match[1] ?? '', labels, value: Number(match[3]) }];
  });

/** GET the metrics listener's /metrics and parse it. */
export const scrape = async (url: string): Promise<readonly Sample[]> => {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${String(response.status)}`);
  return parseExposition(await response.text());
};

/** The sum of a metric's samples whose labels include the given ones (0 when there are none). */
export const valueOf = (samples: readonly Sample[], name: string, labels: Readonly<Record<string, string>> = {}): number =>
  samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
