import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. Nothing is merged at run time: a component's defaults live in the components
 * layer of styles.css, so a caller's utility classes override them by the cascade; within one call,
 * pass classes that don't compete (a conditional picks one or the other).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
