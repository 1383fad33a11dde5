/** @jest-environment jsdom */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComboboxField } from '@/ui/ComboboxField';

const options = [
  { value: 'PA:Belém', label: 'Belém - PA' },
  { value: 'SP:Guaratinguetá', label: 'Guaratinguetá - SP' },
  { value: 'SP:São Paulo', label: 'São Paulo - SP' },
];

function Harness({ onBlur }: { onBlur?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <ComboboxField
        id="city"
        label="Cidade"
        options={options}
        value={value}
        onChange={setValue}
        onBlur={onBlur}
        noResultsText="Nada encontrado"
        resultsText={(count) => `${count} resultados`}
      />
      <div role="note" aria-label="Escolhida">
        {value}
      </div>
      <button type="button">Depois</button>
    </>
  );
}

describe('ComboboxField', () => {
  it('should open the list on click, wrap around with the arrow keys and close it with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Cidade' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByLabelText('Escolhida')).toHaveTextContent('');
  });

  it('should choose a whole name typed without the list, and drop the choice when the text changes', async () => {
    const user = userEvent.setup();
    const onBlur = jest.fn();
    render(<Harness onBlur={onBlur} />);
    const input = screen.getByRole('combobox', { name: 'Cidade' });
    await user.type(input, 'belem pa');
    await user.click(screen.getByRole('button', { name: 'Depois' }));
    expect(input).toHaveValue('Belém - PA');
    expect(screen.getByLabelText('Escolhida')).toHaveTextContent('PA:Belém');
    expect(onBlur).toHaveBeenCalledTimes(1);

    await user.type(input, 'x');
    expect(screen.getByLabelText('Escolhida')).toHaveTextContent('');
    expect(screen.getByRole('status')).toHaveTextContent('Nada encontrado');
  });
});
