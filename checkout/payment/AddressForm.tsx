import { useCopy } from '@/checkout/useCopy';
import type { BoundField } from '@/checkout/useFieldForm';
import type { AddressFieldName, AddressVariant } from '@/checkout/payment/addressFields';
import { brazilianStates } from '@/lib/validation/brazilianStates';
import { SelectField } from '@/ui/SelectField';
import { styled } from '@/ui/stitches.config';
import { TextField } from '@/ui/TextField';

const Fieldset = styled('fieldset', { border: 0, margin: '0 0 $4', padding: 0, minWidth: 0 });

const Legend = styled('legend', {
  padding: 0,
  marginBottom: '$3',
  fontSize: '$lg',
  fontWeight: '$semibold',
  color: '$neutralHigh',
});

const Row = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr',
  columnGap: '$3',
  '@xs': { gridTemplateColumns: '1fr 1fr' },
});

const stateOptions = brazilianStates.map((code) => ({ value: code, label: code }));

/**
 * The billing address form of spec §2 (postal code, street, number, complement, neighbourhood
 * in Brazil, city, state, country), shown for the Mozambique variants and wherever the product
 * has `hasAddressForm`. It only lays the fields out: values, rules and errors come from the
 * payment form's `bind`.
 */
export function AddressForm({
  variant,
  bind,
}: {
  variant: AddressVariant;
  bind: (name: AddressFieldName) => BoundField;
}) {
  const copy = useCopy();
  return (
    <Fieldset>
      <Legend>Endereço de cobrança</Legend>
      <TextField
        label={copy.address.postalCodeLabel}
        autoComplete="postal-code"
        inputMode="numeric"
        placeholder={copy.address.postalCodePlaceholder}
        {...bind('postalCode')}
      />
      <TextField label="Endereço" autoComplete="address-line1" {...bind('street')} />
      <Row>
        <TextField label="Número" {...bind('number')} />
        <TextField
          label="Complemento (opcional)"
          autoComplete="address-line2"
          {...bind('complement')}
        />
      </Row>
      {variant === 'BR' ? (
        <TextField label="Bairro" autoComplete="address-level3" {...bind('neighbourhood')} />
      ) : null}
      <TextField label="Cidade" autoComplete="address-level2" {...bind('city')} />
      <Row>
        {variant === 'BR' ? (
          <SelectField
            label={copy.address.stateLabel}
            autoComplete="address-level1"
            options={stateOptions}
            placeholder="Selecione"
            {...bind('state')}
          />
        ) : (
          <TextField
            label={copy.address.stateLabel}
            autoComplete="address-level1"
            {...bind('state')}
          />
        )}
        <TextField label="País" autoComplete="country-name" {...bind('country')} />
      </Row>
    </Fieldset>
  );
}
