import { describe, expect, it } from 'vitest';
import { allocateRequests } from './seat-allocation';

describe('seat allocation', () => {
  it('gives the free seats to the first participants and puts the rest on the waiting list', () => {
    expect(allocateRequests(12, 10, [1, 1, 1])).toEqual(['seat', 'seat', 'waitlist']);
  });

  it('seats everyone while seats are left', () => {
    expect(allocateRequests(12, 0, [1, 1])).toEqual(['seat', 'seat']);
  });

  it('puts everyone on the waiting list of a full or overbooked event', () => {
    expect(allocateRequests(3, 3, [1, 1])).toEqual(['waitlist', 'waitlist']);
    expect(allocateRequests(3, 5, [1])).toEqual(['waitlist']);
  });

  it('gives a group all its seats or none', () => {
    expect(allocateRequests(12, 8, [4])).toEqual(['seat']);
    expect(allocateRequests(12, 9, [4])).toEqual(['waitlist']);
  });

  it('lets nobody entered later overtake a group that waits, even a smaller request that would fit', () => {
    expect(allocateRequests(12, 9, [4, 1])).toEqual(['waitlist', 'waitlist']);
  });
});
