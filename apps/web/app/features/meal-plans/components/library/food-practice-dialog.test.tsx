import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { foodMessages, type FoodDetail } from '@nourishwell/shared';
import { hotTea, hotTeaDetail } from '#web-test/fixtures/food-records.ts';
import { apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { FoodSearchBox } from '#web/features/meal-plans/components/food-search-box.tsx';
import { FoodDetailDialog } from './food-detail-dialog.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();

const TEA = 'Hot tea (Garam Chai)';

/** Answers GET /foods/620 with each of `details` in turn (the last one from then on). */
function teaReads(...details: FoodDetail[]) {
  let reads = 0;
  apiServer.use(
    http.get('*/api/foods/620', () => {
      reads += 1;
      return HttpResponse.json(details[Math.min(reads, details.length) - 1]);
    }),
  );
  return () => reads;
}

/** Opens hot tea's details, then its "Change names and diet" dialog. */
async function openPracticeDialog() {
  const details = await screen.findByRole('dialog', { name: TEA });
  fireEvent.click(await within(details).findByRole('button', { name: 'Change names and diet' }));
  return screen.findByRole('dialog', { name: `Names and diet of ${TEA}` });
}

const showTea = () =>
  renderScreen(<FoodDetailDialog id={620} onClose={vi.fn()} />, { role: 'nutritionist' });
const addName = (dialog: HTMLElement, name: string) =>
  fireEvent.change(within(dialog).getByLabelText('Add a name'), { target: { value: name } });

describe('changing the practice’s names and diet of a food', () => {
  it('sends the names she kept and added with the diet she chose, then shows the food as saved', async () => {
    const saved = hotTeaDetail({
      practiceNames: ['garam chai', 'chaha', 'irani chai'],
      diet: 'egg',
      dietSetByPractice: true,
    });
    const reads = teaReads(hotTeaDetail({ practiceNames: ['kadak chai'] }), saved);
    const sent = recordCalls('put', '/foods/620/practice', saved);
    showTea();
    const dialog = await openPracticeDialog();
    expect(within(dialog).getByRole('radio', { name: 'As the data says (Veg)' })).toBeChecked();
    const names = within(dialog).getByRole('list', { name: 'The practice’s names' });
    expect(
      within(names)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['kadak chai']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove kadak chai' }));
    addName(dialog, 'garam chai');
    fireEvent.keyDown(within(dialog).getByLabelText('Add a name'), { key: 'Enter' });
    addName(dialog, ' chaha ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add name' }));
    // Typed but not added: Save keeps it too.
    addName(dialog, 'irani chai');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Egg' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save names and diet' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ names: ['garam chai', 'chaha', 'irani chai'], diet: 'egg' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: `Names and diet of ${TEA}` })).toBeNull(),
    );
    expect(toast.success).toHaveBeenCalledWith(`Names and diet of ${TEA} saved`);
    // The details read the food again and show what was saved.
    const details = screen.getByRole('dialog', { name: TEA });
    await waitFor(() => expect(details).toHaveTextContent('DietEggSet by the practice'));
    expect(details).toHaveTextContent('The practice’s namesgaram chai, chaha, irani chai');
    expect(reads()).toBe(2);
  });

  it('sends no tag of the practice’s when she goes back to what the data says', async () => {
    teaReads(hotTeaDetail({ diet: 'nonveg', dataDiet: 'veg', dietSetByPractice: true }));
    const sent = recordCalls('put', '/foods/620/practice', hotTeaDetail());
    showTea();
    const dialog = await openPracticeDialog();
    // The practice's tag is chosen, and the data's own is named beside its choice.
    expect(within(dialog).getByRole('radio', { name: 'Non-veg' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'As the data says (Veg)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save names and diet' }));
    await waitFor(() => expect(sent).toEqual([{ names: [], diet: null }]));
  });

  it('says why a name cannot be added, and sends nothing', async () => {
    teaReads(hotTeaDetail({ practiceNames: ['Kadak chai'] }));
    const sent = recordCalls('put', '/foods/620/practice', hotTeaDetail());
    showTea();
    const dialog = await openPracticeDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add name' }));
    expect(within(dialog).getByLabelText('Add a name')).toHaveAccessibleDescription(
      foodMessages.practiceName,
    );
    addName(dialog, 'kadak CHAI');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add name' }));
    expect(within(dialog).getByLabelText('Add a name')).toHaveAccessibleDescription(
      foodMessages.nameTwice,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save names and diet' }));
    expect(within(dialog).getByText(foodMessages.nameTwice)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    teaReads(hotTeaDetail());
    recordCalls(
      'put',
      '/foods/620/practice',
      { message: foodMessages.notPracticeFood, code: 'BAD_REQUEST' },
      400,
    );
    showTea();
    const dialog = await openPracticeDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save names and diet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      foodMessages.notPracticeFood,
    );
    expect(toast.error).toHaveBeenCalledWith(foodMessages.notPracticeFood);
    expect(screen.getByRole('dialog', { name: `Names and diet of ${TEA}` })).toBeVisible();
  });

  it('has the search ask again after a save, so it finds the food by its new names', async () => {
    teaReads(hotTeaDetail());
    recordCalls('put', '/foods/620/practice', hotTeaDetail({ practiceNames: ['kadak'] }));
    let searches = 0;
    apiServer.use(
      http.get('*/api/foods', () => {
        searches += 1;
        return HttpResponse.json({ items: searches > 1 ? [hotTea()] : [], total: 0 });
      }),
    );
    renderScreen(
      <>
        <FoodSearchBox label="Add to breakfast" onPick={vi.fn()} />
        <FoodDetailDialog id={620} onClose={vi.fn()} />
      </>,
      { role: 'nutritionist' },
    );
    // Behind the open dialog, the box is hidden from the accessibility tree.
    fireEvent.change(screen.getByRole('combobox', { name: 'Add to breakfast', hidden: true }), {
      target: { value: 'kadak' },
    });
    await waitFor(() => expect(searches).toBe(1));
    const dialog = await openPracticeDialog();
    addName(dialog, 'kadak');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save names and diet' }));
    await waitFor(() => expect(searches).toBe(2));
  });
});
