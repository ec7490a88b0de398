/** Devanagari letters: a name written in Hindi's own script. */
const DEVANAGARI = /[\u0900-\u097F]/;

interface Named {
  name: string;
  localNames: readonly { language: string; name: string }[];
  /** Names people use: ours for IFCT and INDB foods (chai, चाय). */
  commonNames: readonly string[];
  /** The practice's own names, which it knows its clients by. */
  practiceNames: readonly string[];
}

/**
 * The name a Hindi-speaking client knows a food by, shown beside its English name (issue
 * 33): the practice's own name in Devanagari, then ours (चाय, दाल), then IFCT 2017's
 * Hindi name ("H. Bajra", in Latin letters as the tables give it). None when the English
 * name already carries it, as a databank dish does ("Hot tea (Garam Chai)"), so nothing
 * reads twice.
 */
export function hindiNameOf(food: Named): string | undefined {
  const written = [...food.practiceNames, ...food.commonNames].find((n) => DEVANAGARI.test(n));
  if (written) return written;
  const hindi = food.localNames.find((local) => local.language === 'Hindi')?.name;
  if (!hindi || food.name.toLowerCase().includes(hindi.toLowerCase())) return undefined;
  return hindi;
}
