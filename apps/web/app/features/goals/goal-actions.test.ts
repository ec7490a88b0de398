import { describe, expect, it } from 'vitest';
import { goalActions, hasActiveGoal } from './goal-actions.ts';

describe('what a goal offers', () => {
  it('offers Update, Complete and Delete while it is incomplete', () => {
    expect(goalActions({ progress: 45, completed: false })).toEqual([
      'update',
      'complete',
      'delete',
    ]);
  });

  it('offers only Delete once complete', () => {
    expect(goalActions({ progress: 100, completed: true })).toEqual(['delete']);
    expect(goalActions({ progress: 100, completed: false })).toEqual(['delete']);
  });

  it('counts an incomplete goal as the one active goal', () => {
    expect(hasActiveGoal([{ progress: 100, completed: true }])).toBe(false);
    expect(
      hasActiveGoal([
        { progress: 100, completed: true },
        { progress: 0, completed: false },
      ]),
    ).toBe(true);
  });
});
