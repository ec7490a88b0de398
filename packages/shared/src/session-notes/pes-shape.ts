/**
 * Issue 35: a nutrition diagnosis written as a PES statement (the dietetic care process):
 * the Problem, related to its Etiology, as evidenced by Signs and symptoms.
 */
export interface PesStatement {
  problem: string;
  etiology: string;
  signs: string;
}

/** What the note's Assessment was prefilled with, kept as it was when the note was opened. */
export interface NoteAssessmentFigures {
  weightKg: number | null;
  waistCm: number | null;
  bmi: number | null;
  /** The latest value of each lab test by then: code, value in its unit, date taken. */
  labs: { code: string; value: number; takenOn: string }[];
  /** Share of planned meals logged as eaten since the previous session, 0–100, or null. */
  adherencePercent: number | null;
  since: string | null;
}
