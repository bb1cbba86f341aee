import { describe, expect, it } from 'vitest';
import { DIAGRAM_MESSAGES, diagramSizeProblem } from './diagrams';

describe('diagramSizeProblem', () => {
  it('accepts ordinary pictures, a 20:1 number line and an A4 page scanned at 600 dpi', () => {
    expect(diagramSizeProblem(1600, 1200, 'bitmap')).toBeNull();
    expect(diagramSizeProblem(2000, 100, 'bitmap')).toBeNull();
    expect(diagramSizeProblem(100, 2000, 'svg')).toBeNull();
    expect(diagramSizeProblem(4960, 7016, 'bitmap')).toBeNull();
  });

  it('refuses long thin pictures, then too many pixels or too long a side', () => {
    expect(diagramSizeProblem(1, 39_000_000, 'bitmap')).toBe(DIAGRAM_MESSAGES.tooThin);
    expect(diagramSizeProblem(2001, 100, 'svg')).toBe(DIAGRAM_MESSAGES.tooThin);
    expect(diagramSizeProblem(10_001, 1000, 'bitmap')).toBe(DIAGRAM_MESSAGES.tooBig);
    expect(diagramSizeProblem(7000, 7000, 'bitmap')).toBe(DIAGRAM_MESSAGES.tooBig);
    // A drawing is drawn at 720 px whatever size it declares.
    expect(diagramSizeProblem(100_000, 100_000, 'svg')).toBeNull();
    expect(diagramSizeProblem(0, 10, 'bitmap')).toBe(DIAGRAM_MESSAGES.unreadable);
  });
});
