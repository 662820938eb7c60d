import './test-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogButton } from './Dialog';

function Harness({
  buttons,
  onOpenChange,
}: {
  buttons?: DialogButton[];
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'is open' : 'is closed'}</p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
        title="Withdraw"
        description="Withdraw USDC to Arbitrum"
        buttons={buttons}
      >
        <p>Dialog body</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders title, description, content, a close button and footer buttons', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <Harness
        buttons={[
          { label: 'Cancel', variant: 'secondary' },
          { label: 'Confirm', onClick: onConfirm },
          { label: 'Busy', loading: true },
        ]}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    screen.getByText('Withdraw USDC to Arbitrum');
    screen.getByText('Dialog body');
    screen.getByRole('button', { name: 'Close' });
    expect((screen.getByRole('button', { name: 'Busy' }) as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.style.width).toBe('400px');
    expect(dialog.style.maxWidth).toBe('calc(100vw - 2rem)');

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    screen.getByRole('dialog');
  });

  it('closes from the close icon', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByText('is closed');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('honours a custom width and renders no footer without buttons', () => {
    render(
      <Dialog open onOpenChange={() => {}} title="Wide" width={640}>
        content
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Wide' });
    expect(dialog.style.width).toBe('640px');
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Close']);
  });
});
