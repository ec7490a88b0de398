import { X } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import {
  DIET_TAGS,
  foodPracticeInputSchema,
  messages,
  type DietTag,
  type FoodDetail,
  type Translate,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { useSetFoodPractice } from '#web/features/meal-plans/api/library-api.ts';

/** 'data': the tag the data gives (sent as null), else the practice's own choice. */
type DietChoice = DietTag | 'data';

const failureText = apiMessageOr(messages.generic.tryAgain);

/** The first message the shared schema gives for these names and this diet, if any. */
function problemWith(names: string[], diet: DietTag | null) {
  const parsed = foodPracticeInputSchema.safeParse({ names, diet });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** "As the data says (Egg)": the tag the data gives, whatever the practice set. */
function dataChoiceLabel(t: Translate, food: FoodDetail) {
  return t('foodLibrary.practice.asData', { diet: t(`foods.diet.${food.dataDiet}`) });
}

/**
 * The practice's names being edited, and the one being typed: a name typed but not yet
 * added is saved with the rest, as she would expect from pressing Save.
 */
function useNameList(start: string[]) {
  const [names, setNames] = useState(start);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const withTyped = () => (text.trim() === '' ? names : [...names, text.trim()]);
  return {
    names,
    text,
    problem,
    withTyped,
    type: (value: string) => {
      setText(value);
      setProblem(null);
    },
    add: () => {
      // An empty name goes through the check too, so "Add name" on nothing says why.
      const next = [...names, text.trim()];
      const message = problemWith(next, null);
      if (message) return setProblem(message);
      setNames(next);
      setText('');
    },
    remove: (name: string) => setNames(names.filter((n) => n !== name)),
    /** Shows a message from saving against the name being typed. */
    setProblem,
  };
}
type NameList = ReturnType<typeof useNameList>;

/** The practice's names as a list she adds to and removes from, one name at a time. */
function PracticeNames({ list }: { list: NameList }) {
  const t = useT();
  // Enter adds the name rather than saving the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      list.add();
    }
  };

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="font-semibold text-stone-900">{t('foodLibrary.practiceNames')}</legend>
      <p className="text-sm text-stone-600">{t('foodLibrary.practice.namesHint')}</p>
      {list.names.length === 0 ? (
        <p className="text-sm text-stone-700">{t('foodLibrary.practice.noNames')}</p>
      ) : (
        <ul aria-label={t('foodLibrary.practiceNames')} className="flex flex-wrap gap-2">
          {list.names.map((name) => (
            <li
              key={name}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-stone-100 py-0.5 pr-0.5 pl-3 text-sm text-stone-900"
            >
              <span className="min-w-0 break-words">{name}</span>
              <button
                type="button"
                aria-label={t('foodLibrary.removeNamed', { name })}
                onClick={() => list.remove(name)}
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-200"
              >
                <X aria-hidden size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1 basis-48">
          <TextField
            label={t('foodLibrary.practice.addName')}
            autoComplete="off"
            value={list.text}
            error={list.problem ?? undefined}
            onChange={(event) => list.type(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        {/* Level with the input, below its label, once both fit on one line. */}
        <Button variant="secondary" className="sm:mt-7" onClick={list.add}>
          {t('foodLibrary.practice.add')}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * What the practice says of an IFCT or INDB food: its own names for it, which search
 * matches, and veg, egg or non-veg where the tag from the data is wrong.
 */
export function FoodPracticeDialog({ food, onClose }: { food: FoodDetail; onClose: () => void }) {
  const t = useT();
  const save = useSetFoodPractice();
  const list = useNameList(food.practiceNames);
  const [diet, setDiet] = useState<DietChoice>(food.dietSetByPractice ? food.diet : 'data');
  const [failure, setFailure] = useState<string | null>(null);
  const dietName = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { names: list.withTyped(), diet: diet === 'data' ? null : diet };
    const problem = problemWith(body.names, body.diet);
    if (problem) {
      list.setProblem(problem);
      return;
    }
    setFailure(null);
    try {
      await save.mutateAsync({ params: { id: food.id }, body });
      toast.success(t('foodLibrary.practice.saved', { name: food.name }));
      onClose();
    } catch (error) {
      const text = failureText(error);
      setFailure(text);
      toast.error(text);
    }
  };

  const choices: { value: DietChoice; label: string }[] = [
    { value: 'data', label: dataChoiceLabel(t, food) },
    ...DIET_TAGS.map((tag) => ({ value: tag, label: t(`foods.diet.${tag}`) })),
  ];

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('foodLibrary.practice.title', { name: food.name })}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <PracticeNames list={list} />
        <fieldset className="min-w-0 space-y-1">
          <legend className="font-semibold text-stone-900">{t('foodLibrary.practice.diet')}</legend>
          {choices.map((choice) => (
            <label
              key={choice.value}
              className="flex min-h-11 items-center gap-2 text-sm text-stone-800"
            >
              <input
                type="radio"
                name={dietName}
                value={choice.value}
                checked={diet === choice.value}
                onChange={() => setDiet(choice.value)}
                className="h-5 w-5 accent-emerald-700"
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <FormAlert message={failure} />
        <DialogActions
          onCancel={onClose}
          pending={save.isPending}
          label={t('foodLibrary.practice.save')}
        />
      </form>
    </Modal>
  );
}
