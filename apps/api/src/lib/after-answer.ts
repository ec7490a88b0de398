/**
 * Work a request starts and does not wait for: it runs once the answer is on its way
 * (issue 30: forgot-password answers before it even looks the email up, so a known and an
 * unknown email cost the request the same). A failure is logged by the task's name and
 * error code only: a task's data (an email, a message body) never reaches a log line.
 */
export interface AfterAnswer {
  run: (name: string, task: () => Promise<void>) => void;
  /** Resolves when every task started so far has ended (shutdown waits for it; so can tests). */
  settled: () => Promise<void>;
}

interface Log {
  error: (details: object, message: string) => void;
}

export function createAfterAnswer(log: Log): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    run: (name, task) => {
      // setImmediate: after the handler's answer has been serialised and written.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => {
          const { name: kind, code } = (error ?? {}) as { name?: unknown; code?: unknown };
          log.error({ task: name, error: kind, code }, 'after-answer task failed');
        })
        .finally(() => running.delete(done));
      running.add(done);
    },
    settled: async () => {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
