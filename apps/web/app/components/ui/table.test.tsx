import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Breakable, Table } from './table.tsx';

/** A test DOM has no layout: the scrolling box says how wide its table is. */
function layout(tableWidth: number, boxWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(tableWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
}

const entries = () =>
  render(
    <Table caption="Entries" head={['Date', 'Weight', 'Waist', 'Hip']}>
      <tr>
        <td>27 Nov</td>
        <td>69.9</td>
        <td>81.5</td>
        <td>104</td>
      </tr>
    </Table>,
  );

afterEach(() => vi.restoreAllMocks());

describe('a table', () => {
  it('says in words that it scrolls sideways when its columns do not fit, and which way there is more', () => {
    layout(600, 300);
    entries();
    expect(screen.getByText(/Scroll sideways for more columns/)).toHaveTextContent(
      /^Scroll sideways for more columns →$/,
    );
    const box = screen.getByRole('region', { name: 'Entries' });
    box.scrollLeft = 300;
    fireEvent.scroll(box);
    expect(screen.getByText(/Scroll sideways for more columns/)).toHaveTextContent(
      /^← Scroll sideways for more columns$/,
    );
    box.scrollLeft = 150;
    fireEvent.scroll(box);
    expect(screen.getByText(/Scroll sideways for more columns/)).toHaveTextContent(
      /^← Scroll sideways for more columns →$/,
    );
  });

  it('gives no scrolling hint when every column fits', () => {
    layout(500, 500);
    entries();
    expect(screen.queryByText(/Scroll sideways/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Entries' })).toHaveAttribute(
      'data-more-right',
      'false',
    );
  });

  it('keeps words whole, and breaks them anywhere only when that alone lets the table fit its box', () => {
    // This table needs 600 px with words whole and 300 px broken anywhere.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.querySelector('table')?.dataset.wrap === 'anywhere' ? 300 : 600;
    });
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(700);
    const { unmount } = entries();
    expect(screen.getByRole('table')).toHaveAttribute('data-wrap', 'words');
    unmount();
    width.mockReturnValue(400);
    const wide = entries();
    expect(screen.getByRole('table')).toHaveAttribute('data-wrap', 'anywhere');
    expect(screen.queryByText(/Scroll sideways/)).toBeNull();
    wide.unmount();
    // Too narrow either way: it scrolls, so words stay whole.
    width.mockReturnValue(200);
    entries();
    expect(screen.getByRole('table')).toHaveAttribute('data-wrap', 'words');
    expect(screen.getByText(/Scroll sideways for more columns/)).toBeInTheDocument();
  });

  it('lets an email address wrap after the @ and before a dot, never inside a name', () => {
    const { container } = render(
      <p>
        <Breakable text="ananya@nourishwell.test" />
      </p>,
    );
    expect(container.querySelector('p')!.innerHTML).toBe('ananya@<wbr>nourishwell<wbr>.test');
    expect(container).toHaveTextContent('ananya@nourishwell.test');
  });
});
