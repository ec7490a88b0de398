import { z } from 'zod';

// zod's default text for a union none of whose options matched.
const defaultUnionMessage = 'Invalid input';

/** A union's own message if it has one, else that of the option the value came closest to. */
function tellingMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_union' || issue.message !== defaultUnionMessage) return issue.message;
  const closest = issue.errors.find(
    (option) => option[0] && !['invalid_type', 'invalid_value'].includes(option[0].code),
  );
  return closest?.[0]?.message ?? issue.message;
}

/**
 * `schema` as a form checks it, saying the message the server would say, in the language in
 * use (`say`: the shared English text's translation). The form resolver shows a union's
 * shortest option's message instead (for "'' or 0–70 years" with -1: 'Invalid input:
 * expected ""'), so useApiForm runs this check first.
 */
export const checkedBy = <S extends z.ZodType>(
  schema: S,
  say: (text: string) => string = (text) => text,
) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      const result = schema.safeParse(value);
      if (!result.success)
        for (const issue of result.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path, message: say(tellingMessage(issue)) });
    })
    .pipe(schema);
