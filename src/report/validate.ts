// zod glue: turn the first schema issue into a one-line, file-named message.
import type { z } from "zod";
import { BadFileError } from "./errors.js";

export function parseWith<T extends z.ZodType>(schema: T, value: unknown, file: string, where?: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const prefix = where ? `${where}: ` : "";
  throw new BadFileError(file, prefix + formatIssue(result.error));
}

export function formatIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue.path.length ? `key "${issue.path.join(".")}"` : "record";
  if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) return `${where} is missing`;
  return `${where}: ${issue.message}`;
}
