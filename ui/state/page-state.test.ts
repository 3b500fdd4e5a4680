import { describe, expect, it } from 'vitest';
import { Emitter, ValueCell } from './page-state';

describe('Emitter', () => {
  it('a listener hears the values sent after it subscribed, in order, until it unsubscribes', () => {
    const emitter = new Emitter<number>();
    emitter.next(1);
    const heard: number[] = [];
    const subscription = emitter.subscribe((value) => heard.push(value));
    emitter.next(2);
    emitter.next(3);
    subscription.unsubscribe();
    emitter.next(4);
    expect(heard).toEqual([2, 3]);
  });

  it('a listener that unsubscribes another while being told does not stop this value reaching it', () => {
    const emitter = new Emitter<string>();
    const heard: string[] = [];
    const second = { unsubscribe: () => undefined };
    emitter.subscribe(() => {
      second.unsubscribe();
    });
    Object.assign(second, emitter.subscribe((value) => heard.push(value)));
    emitter.next('a');
    emitter.next('b');
    expect(heard).toEqual(['a']);
  });

  it('the same function subscribed twice is told twice and unsubscribed one at a time', () => {
    const emitter = new Emitter<number>();
    const heard: number[] = [];
    const listener = (value: number) => heard.push(value);
    const first = emitter.subscribe(listener);
    emitter.subscribe(listener);
    emitter.next(1);
    first.unsubscribe();
    emitter.next(2);
    expect(heard).toEqual([1, 1, 2]);
  });
});

describe('ValueCell', () => {
  it('a new listener gets the current value at once, then every change', () => {
    const cell = new ValueCell('start');
    cell.next('second');
    const heard: string[] = [];
    const subscription = cell.subscribe((value) => heard.push(value));
    cell.next('third');
    subscription.unsubscribe();
    cell.next('fourth');
    expect(heard).toEqual(['second', 'third']);
    expect(cell.value).toBe('fourth');
  });
});
