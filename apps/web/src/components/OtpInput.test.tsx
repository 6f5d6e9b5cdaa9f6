import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './OtpInput';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MantineProvider>
      <OtpInput value={value} onChange={setValue} onComplete={onComplete} />
    </MantineProvider>
  );
}

describe('OtpInput', () => {
  it('submits the code by itself once the sixth digit is typed', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const boxes = screen.getAllByLabelText('Verification code digit');
    expect(boxes).toHaveLength(6);
    await userEvent.click(boxes[0]);
    await userEvent.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('takes a pasted code, keeping only its digits', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const [first] = screen.getAllByLabelText('Verification code digit');
    fireEvent.paste(first, { clipboardData: { getData: () => '654-321' } });
    expect(onComplete).toHaveBeenCalledWith('654321');
    const boxes = screen.getAllByLabelText<HTMLInputElement>('Verification code digit');
    expect(boxes.map((box) => box.value).join('')).toBe('654321');
  });
});
