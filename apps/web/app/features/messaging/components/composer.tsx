import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent } from 'react';
import { LIMITS, messageContentSchema } from '@nourishwell/shared';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * Enter sends, Shift+Enter breaks the line; blank text is ignored. A failed send keeps the
 * text in the box so nothing typed is lost.
 */
export function Composer({
  to,
  send,
  pending,
}: {
  to: string;
  send: (content: string) => Promise<unknown>;
  pending: boolean;
}) {
  const t = useT();
  // Blank text fails the schema and is simply not sent (no message under a chat box).
  const form = useApiForm(
    messageContentSchema,
    { content: '' },
    {
      failureText: () => t('chat.sendFailed'),
      shouldFocusError: false,
      // The box shows no field messages: a refused send says so in the toast.
      serverFieldErrors: false,
    },
  );

  const submit = form.submit(async ({ content }) => {
    if (pending) return;
    await send(content);
    form.reset();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-stone-200 bg-white p-3"
      onSubmit={(event) => void submit(event)}
    >
      <label htmlFor="chat-message" className="sr-only">
        {t('chat.messageTo', { name: to })}
      </label>
      <textarea
        id="chat-message"
        rows={1}
        maxLength={LIMITS.messageMaxLength}
        {...form.register('content')}
        onKeyDown={onKeyDown}
        placeholder={t('chat.typeMessage')}
        className="max-h-40 min-h-11 flex-1 resize-y rounded-lg border border-stone-300 px-3 py-2 text-base text-stone-900 focus:border-emerald-700"
      />
      <button
        type="submit"
        disabled={pending}
        aria-label={t('chat.send')}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-emerald-700 text-white hover:bg-emerald-800 disabled:opacity-60"
      >
        <SendHorizontal aria-hidden size={20} />
      </button>
    </form>
  );
}
