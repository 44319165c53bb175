import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

// Later Tailwind classes win over earlier conflicting ones, so callers can override variants.
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
