/** @jest-environment jsdom */
import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { phoneCountries } from '@/templates/lead/phoneCountries';
import { PhoneField } from '@/ui/PhoneField';

function field(country: string, onCountryChange: (iso: string) => void = () => undefined) {
  return (
    <PhoneField
      label="Celular"
      countries={phoneCountries}
      country={country}
      onCountryChange={onCountryChange}
      value=""
      onChange={() => undefined}
    />
  );
}

const optionsOf = (root: ParentNode) =>
  [...root.querySelectorAll('option')].map((option) => option.value);

describe('PhoneField', () => {
  it("should send only the chosen country's option from the server (issue 25)", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(field('MZ'));
    expect(optionsOf(container)).toEqual(['MZ']);
    expect(container.querySelector('select')?.value).toBe('MZ');
    expect(container.textContent).toContain('+258');
  });

  it('should offer every country once hydrated, without a hydration mismatch', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(field('BR'));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    const chosen: string[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        field('BR', (iso) => chosen.push(iso)),
        {
          onRecoverableError: (error) => recoverable.push(error),
        },
      );
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(optionsOf(container)).toEqual(phoneCountries.map((country) => country.iso));
    expect(container.querySelector('select')?.value).toBe('BR');
    fireEvent.change(container.querySelector('select')!, { target: { value: 'PT' } });
    expect(chosen).toEqual(['PT']);
    errors.mockRestore();
    container.remove();
  });
});
