import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import HindiPublicLayout from '#web/routes/hi/public-layout.tsx';

/**
 * A Hindi public page as /hi serves it: under the Hindi layout, which holds the compiled
 * Hindi catalogue, at its address (`path` as routes.ts has it under /hi, e.g. 'blogs/:id').
 */
export function renderHindiPage(page: ComponentType, path: string, address = `/hi/${path}`) {
  const Page = page as ComponentType<object>;
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="hi" element={<HindiPublicLayout />}>
          <Route path={path} element={<Page />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}
