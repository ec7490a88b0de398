import { beforeEach, describe, expect, it } from 'vitest';
import { putBackAll, whatWasTyped } from './put-back.ts';

/** A form as a static page shows it: the calculator's shape, with its starting choices. */
function island() {
  document.body.innerHTML = `
    <div id="island"><form>
      <input type="radio" name="mode" value="bmi" checked aria-label="BMI">
      <input type="radio" name="mode" value="bmr" aria-label="BMR">
      <input name="age" aria-label="Age">
      <input type="radio" name="sex" value="male" aria-label="male">
      <input type="radio" name="sex" value="female" checked aria-label="female">
    </form></div>`;
  const el = document.getElementById('island')!;
  const control = (label: string) => el.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
  return { el, control };
}

/** What hydration does to the fields: the form's starting values, written without events. */
function startOver(control: (label: string) => HTMLInputElement) {
  control('BMI').checked = true;
  control('Age').value = '';
  control('female').checked = true;
}

describe('putting back what was typed before an island ran', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('puts back the choices and the text, with the events a form listens to', async () => {
    const { el, control } = island();
    control('BMR').click();
    control('Age').value = '30';
    control('male').click();
    const typed = whatWasTyped(el);
    startOver(control);
    const heard: string[] = [];
    el.addEventListener('input', (e) => heard.push((e.target as HTMLInputElement).name));

    await putBackAll(el, typed);

    expect(control('BMR').checked).toBe(true);
    expect(control('Age').value).toBe('30');
    expect(control('male').checked).toBe(true);
    expect(heard).toEqual(expect.arrayContaining(['mode', 'age', 'sex']));
  });

  it('puts a value back again when the form clears it after a choice was put back', async () => {
    const { el, control } = island();
    control('Age').value = '30';
    control('BMR').click();
    const typed = whatWasTyped(el);
    startOver(control);
    // A form that starts over on a mode change, once it has rendered.
    control('BMR').addEventListener('change', () => {
      setTimeout(() => (control('Age').value = ''), 0);
    });

    await putBackAll(el, typed);

    expect(control('BMR').checked).toBe(true);
    expect(control('Age').value).toBe('30');
  });

  it('keeps a radio the person chooses while it puts back, over the one of its group chosen before', async () => {
    const { el, control } = island();
    control('Age').value = '30';
    const typed = whatWasTyped(el); // female, as the page started
    startOver(control);
    // The form clears the age once more after it is put back, so a second pass is due;
    // meanwhile she picks male.
    control('Age').addEventListener(
      'change',
      () => setTimeout(() => (control('Age').value = ''), 0),
      { once: true },
    );
    const done = putBackAll(el, typed);
    control('male').click();

    await done;

    expect(control('Age').value).toBe('30');
    expect(control('male').checked).toBe(true);
    expect(control('female').checked).toBe(false);
  });
});
