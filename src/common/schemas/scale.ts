import { z } from 'zod';

// A required whole-number rating such as mood (1–10) or feedback (1–5), with one message for every failure.
export function integerScale(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : message) })
    .int(message)
    .min(min, message)
    .max(max, message);
}
