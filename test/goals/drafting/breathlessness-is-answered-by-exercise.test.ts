/**
 * Issue 33 (blind reading 62's 9): "ne funět po pár krocích" (not to pant after a few steps) came back as a goal with
 * the generic list of steps ("sepíšu všechny potřebné kroky k tomuto cíli"). Breathlessness is a symptom of fitness
 * (topics.json): its goal is measured by exercise.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('breathlessness is measured by exercise, not the generic steps', () => {
  it('Czech: funět po pár krocích', () => {
    const goals = draftGoals('Mám dvě malé děti a chci s nimi běhat po hřišti, ne funět po pár krocích.', NOV_25);
    expect(goals).toContain('Přestanu funět po pár krocích během tří měsíců – budu cvičit alespoň třikrát týdně 30 minut');
    expect(goals).not.toMatch(/potřebné kroky/u);
  });
});
