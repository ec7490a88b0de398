import { fireEvent, render, screen } from '@testing-library/react';
import { type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

describe('the modal', () => {
  it('submits only its own form when it is rendered inside another form', () => {
    const parentSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    const dialogSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form aria-label="Parent" onSubmit={parentSubmit}>
        <Modal open onOpenChange={() => {}} title="Update Password">
          <form aria-label="Dialog form" onSubmit={dialogSubmit}>
            <button type="submit">Send</button>
          </form>
        </Modal>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(dialogSubmit).toHaveBeenCalledTimes(1);
    expect(parentSubmit).not.toHaveBeenCalled();
  });
});
