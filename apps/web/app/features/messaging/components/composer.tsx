import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { toast } from 'sonner';
import { LIMITS } from '@nourishwell/shared';

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
  const [text, setText] = useState('');

  const submit = async () => {
    const content = text.trim();
    if (!content || pending) return;
    try {
      await send(content);
      setText('');
    } catch {
      toast.error('Failed to send messages');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-stone-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="chat-message" className="sr-only">
        Message to {to}
      </label>
      <textarea
        id="chat-message"
        rows={1}
        value={text}
        maxLength={LIMITS.messageMaxLength}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type a message"
        className="max-h-40 min-h-11 flex-1 resize-y rounded-lg border border-stone-300 px-3 py-2 text-base text-stone-900 focus:border-emerald-700"
      />
      <button
        type="submit"
        disabled={pending}
        aria-label="Send"
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-emerald-700 text-white hover:bg-emerald-800 disabled:opacity-60"
      >
        <SendHorizontal aria-hidden size={20} />
      </button>
    </form>
  );
}
