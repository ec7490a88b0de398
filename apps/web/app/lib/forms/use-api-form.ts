import { useState, type BaseSyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormProps,
} from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { messages } from '@nourishwell/shared';
import { ApiError } from '#web/lib/api-client.ts';
import { useSayError } from '#web/lib/i18n/i18n.tsx';
import { checkedBy } from './telling-message.ts';

export interface ApiFormOptions<Values extends FieldValues> extends Omit<
  UseFormProps<Values>,
  'resolver' | 'defaultValues'
> {
  /** Turns what the inputs hold into what the schema takes (e.g. a local date-time). */
  prepare?: (values: Values) => unknown;
  /**
   * The form-level text for a failure that names no field: by default the server's
   * message, or the generic failure text from the shared texts when it gave none.
   */
  failureText?: (error: unknown) => string;
  /** Also say the failure in a toast (the spec shows most form failures as one). Default on. */
  toastFailure?: boolean;
  /** What the form does besides its field messages when its own check stops a send. */
  onInvalid?: () => void;
  /**
   * Put a 400's field messages next to the fields (default). Off for a form that shows no
   * field messages (the chat box): every failure then says `failureText`.
   */
  serverFieldErrors?: boolean;
  /**
   * How an English text of the shared texts is said, where no language's provider runs: an
   * island form on a Hindi page, given its error texts as a prop (`islandSayError`).
   */
  sayError?: (text: string) => string;
}

const defaultFailureText = (error: unknown) =>
  error instanceof ApiError && error.fromServer ? error.message : messages.generic.tryAgain;

/**
 * The one way a form is built (decision 011): react-hook-form checked by the endpoint's
 * shared zod schema, so the browser shows exactly the server's messages. `field(name)`
 * binds an input (editing it clears its message); `submit(send)` gives the form's
 * onSubmit: it validates, runs `send` with the parsed values, shows a 400's field messages
 * next to their fields and any other failure as the form's alert (`failure`).
 */
export function useApiForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  {
    prepare,
    failureText = defaultFailureText,
    toastFailure = true,
    onInvalid,
    serverFieldErrors = true,
    sayError,
    ...options
  }: ApiFormOptions<z.input<S>> = {},
) {
  const [failure, setFailure] = useState<string | null>(null);
  // Every message it shows in the language in use: its own check's, the server's (already
  // in it, unless sent before her language had loaded) and its failure texts.
  const sayInContext = useSayError();
  const say = sayError ?? sayInContext;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // A message stays until its field is edited or the form is sent again.
    mode: options.mode ?? 'onSubmit',
    reValidateMode: options.reValidateMode ?? 'onSubmit',
    shouldFocusError: options.shouldFocusError ?? true,
    defaultValues,
    // checkedBy: a union's own message, as the server would say it (the resolver would
    // show its first option's).
    resolver: zodResolver(
      checkedBy(
        prepare ? z.preprocess(prepare as (value: unknown) => unknown, schema) : schema,
        say,
      ) as unknown as S,
    ) as never,
  });
  const { errors, isSubmitting } = form.formState;

  /** What a text or select field needs: the registration and its message. */
  const field = (name: Path<z.input<S>>) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: errors[name]?.message as string | undefined,
  });

  /**
   * Puts a 400's field messages next to their fields; true when it named any field this
   * form shows (a message about a field it does not have falls through to the alert).
   */
  const showServerErrors = (error: unknown): boolean => {
    if (!serverFieldErrors || !(error instanceof ApiError) || !error.details) return false;
    const fields = new Set(Object.keys(form.getValues() ?? {}));
    const shown = error.details.filter((detail) => fields.has(detail.path.split('.')[0] ?? ''));
    for (const detail of shown) {
      const name = detail.path.split('.')[0] as Path<z.input<S>>;
      if (!form.getFieldState(name).error) form.setError(name, { message: say(detail.message) });
    }
    return shown.length > 0;
  };

  const fail = (english: string) => {
    const text = say(english);
    setFailure(text);
    if (toastFailure) toast.error(text);
  };

  const submit =
    (send: (values: z.output<S>) => Promise<unknown> | unknown) => (event?: BaseSyntheticEvent) =>
      form.handleSubmit(
        async (values) => {
          setFailure(null);
          try {
            await send(values);
          } catch (error) {
            if (!showServerErrors(error)) fail(failureText(error));
          }
        },
        () => onInvalid?.(),
      )(event);

  const reset = (values?: DefaultValues<z.input<S>>) => {
    setFailure(null);
    form.reset(values ?? defaultValues);
  };

  /** Takes back every message, field and form alike, and keeps the values. */
  const clearMessages = () => {
    setFailure(null);
    form.clearErrors();
  };

  return {
    ...form,
    field,
    submit,
    failure,
    setFailure: fail,
    clearMessages,
    pending: isSubmitting,
    reset,
  };
}
