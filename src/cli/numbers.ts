// Number options shared by the commands (commander passes strings).

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
