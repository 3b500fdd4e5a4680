import { describe, expect, it } from 'vitest';
import { allocateGroup, allocateSeats } from './seat-allocation';

describe('seat allocation', () => {
  it('gives the free seats to the first participants and puts the rest on the waiting list', () => {
    expect(allocateSeats(12, 10, 3)).toEqual(['seat', 'seat', 'waitlist']);
  });

  it('seats everyone while seats are left', () => {
    expect(allocateSeats(12, 0, 2)).toEqual(['seat', 'seat']);
  });

  it('puts everyone on the waiting list of a full or overbooked event', () => {
    expect(allocateSeats(3, 3, 2)).toEqual(['waitlist', 'waitlist']);
    expect(allocateSeats(3, 5, 1)).toEqual(['waitlist']);
  });

  it('gives a group all its seats or none', () => {
    expect(allocateGroup(12, 8, 4)).toBe('seat');
    expect(allocateGroup(12, 9, 4)).toBe('waitlist');
  });
});
