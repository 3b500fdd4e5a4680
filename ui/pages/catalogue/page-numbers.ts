/** A page number a pager links, or a gap ('…') where numbers are left out. */
export type PageNumber = number | 'gap';

/**
 * The page numbers a pager shows: the first and the last page, the current one with `around`
 * neighbours on each side, and a gap where numbers are left out. A gap would hide a single
 * number, so that number is shown instead: the row never says '…' for one page.
 */
export const pageNumbers = (current: number, last: number, around = 1): readonly PageNumber[] => {
  const shown = new Set([1, last]);
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= last) shown.add(page);
  const numbers: PageNumber[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) numbers.push(previous + 1);
    else if (page - previous > 2) numbers.push('gap');
    numbers.push(page);
    previous = page;
  }
  return numbers;
};
