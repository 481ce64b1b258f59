// Number options shared by the commands (commander passes strings). The parsers are given to
// commander's .option(); InvalidArgumentError makes commander name the option in its message.
import { InvalidArgumentError } from "commander";

function parseInteger(value: string, min: number, what: string): number {
  const n = Number(value);
  if (value.trim() === "" || !Number.isInteger(n) || n < min) throw new InvalidArgumentError(`expected ${what}, got "${value}"`);
  return n;
}

/** Any integer (seeds may be negative). */
export const integer = (value: string): number => parseInteger(value, -Infinity, "an integer");
/** 0, 1, 2, ... (ports, limits where 0 means "none"). */
export const nonNegative = (value: string): number => parseInteger(value, 0, "a non-negative integer");
/** 1, 2, 3, ... (counts). */
export const positiveInt = (value: string): number => parseInteger(value, 1, "a positive integer");

/** A finite number, for commander's option parser argument. */
export const num = (value: string): number => {
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`not a number: ${value}`);
  return n;
};

/** A positive integer; `flag` names the option in the error. */
export const positive = (value: string, flag: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} must be a positive integer (got ${value})`);
  return n;
};
