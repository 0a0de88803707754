import { expect, test } from 'bun:test';
import { levelTitle, xpForLevel } from './levels.ts';

test('level titles change at 5, 10, 15 and 20', () => {
  expect([1, 4, 5, 9, 10, 14, 15, 19, 20, 50].map(levelTitle)).toEqual([
    'Beginner',
    'Beginner',
    'Advanced',
    'Advanced',
    'Expert',
    'Expert',
    'Master',
    'Master',
    'Legend',
    'Legend',
  ]);
});

test('a level needs 100 x level XP', () => {
  expect([1, 3, 10].map(xpForLevel)).toEqual([100, 300, 1000]);
});
