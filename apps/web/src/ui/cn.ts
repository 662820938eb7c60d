/** A class-name value: falsy values are skipped so conditional classes read naturally. */
export type ClassValue = string | false | null | undefined | 0;

/** Joins class names, skipping falsy values: `cn('a', active && 'b')`. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter((c): c is string => typeof c === 'string' && c.length > 0).join(' ');
}
