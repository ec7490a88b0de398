import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { IntakeSend } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { formatDateIn, formatDateTimeIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { myIntakeSendQuery, useSaveIntakeAnswers, useUploadIntakeFile } from '../api/intake-api.ts';
import { answerErrors, answersOf, draftOf, type Draft } from './answer-values.ts';
import { AnswersView } from './answers-view.tsx';
import { QuestionSections } from './question-sections.tsx';
import { SignStep } from './sign-step.tsx';

const back =
  'inline-flex min-h-11 items-center text-sm font-medium text-emerald-800 underline underline-offset-4';

/** Her form on one page (issue 35): fill, save to continue later, sign; after signing, read-only. */
export function FillForm({ sendId, accountName }: { sendId: number; accountName?: string }) {
  const t = useT();
  const read = useQuery(myIntakeSendQuery(sendId));
  return (
    <div className="max-w-3xl space-y-6">
      <Link to="/dashboard/client/forms" className={back}>
        {t('intake.fill.back')}
      </Link>
      {read.isPending && (
        <LoadingBlock label={t('intake.fill.loading')}>
          <Skeleton className="h-64 w-full" />
        </LoadingBlock>
      )}
      {read.isError && (
        <QueryError
          message={t('intake.fill.loadFailed')}
          error={read.error}
          onRetry={() => void read.refetch()}
        />
      )}
      {read.isSuccess &&
        (read.data.status === 'completed' ? (
          <SignedForm send={read.data} />
        ) : (
          <Filling key={read.data.id} send={read.data} accountName={accountName} />
        ))}
    </div>
  );
}

function Heading({ send }: { send: IntakeSend }) {
  return (
    <header className="space-y-2">
      <h2 className="text-2xl font-semibold break-words text-stone-900">{send.title}</h2>
      {send.intro && <p className="text-stone-700">{send.intro}</p>}
    </header>
  );
}

function SignedForm({ send }: { send: IntakeSend }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="space-y-4">
      <Heading send={send} />
      <p
        role="status"
        className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
      >
        {t('intake.fill.signedNote', { date: formatDateIn(locale, send.completedAt!) })}
      </p>
      <AnswersView
        send={send}
        signedOn={send.signedOn ? formatDateIn(locale, `${send.signedOn}T12:00:00Z`) : null}
        words={{
          yes: t('intake.fill.yes'),
          no: t('intake.fill.no'),
          notAnswered: t('intake.fill.notAnswered'),
          signedBy: (name, date) => t('intake.fill.signedBy', { name, date }),
          file: () => t('intake.file.uploadedBefore'),
        }}
      />
    </div>
  );
}

/** The questions, saved as she goes; the sign step once every required answer is in. */
function Filling({ send, accountName }: { send: IntakeSend; accountName?: string }) {
  const t = useT();
  const locale = useLocale();
  const save = useSaveIntakeAnswers();
  const uploadFile = useUploadIntakeFile();
  const [draft, setDraft] = useState<Draft>(() => draftOf(send.sections, send.answers));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState(send.savedAt);
  const [signing, setSigning] = useState(false);
  const answers = answersOf(send.sections, draft);

  const check = (complete: boolean) => {
    const found = answerErrors(t, send.sections, answers, complete);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(t('intake.fill.fixAnswers', { count: Object.keys(found).length }));
      // Her first problem is where she goes next.
      const first = send.sections.flatMap((s) => s.questions).find((q) => found[q.id]);
      if (first)
        document.getElementById(`question-${first.id}`)?.scrollIntoView?.({ block: 'center' });
      return false;
    }
    setFailure(null);
    return true;
  };

  async function saveNow() {
    if (!check(false)) return;
    try {
      const saved = await save.mutateAsync({ params: { sendId: send.id }, body: { answers } });
      setSavedAt(saved.savedAt);
    } catch (error) {
      setFailure(apiMessageOr(t('intake.fill.saveFailed'))(error));
    }
  }

  if (signing)
    return (
      <SignStep
        send={send}
        answers={answers}
        accountName={accountName}
        onBack={() => setSigning(false)}
      />
    );
  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (check(true)) setSigning(true);
      }}
    >
      <Heading send={send} />
      <p className="text-sm text-stone-600">{t('intake.fill.requiredNote')}</p>
      <QuestionSections
        sections={send.sections}
        draft={draft}
        setDraft={setDraft}
        errors={errors}
        upload={(questionId, file) => {
          const body = new FormData();
          body.append('questionId', questionId);
          body.append('file', file, file.name);
          return uploadFile.mutateAsync({ params: { sendId: send.id }, body });
        }}
      />
      <FormAlert message={failure} />
      {savedAt && (
        <p role="status" className="text-sm text-stone-700">
          {t('intake.fill.savedAt', { time: formatDateTimeIn(locale, savedAt) })}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => void saveNow()} disabled={save.isPending}>
          {save.isPending ? t('intake.fill.saving') : t('intake.fill.save')}
        </Button>
        <Button type="submit">{t('intake.fill.toSign')}</Button>
      </div>
    </form>
  );
}
