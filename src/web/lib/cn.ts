import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, letting a caller's Tailwind classes override a component's defaults. */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
