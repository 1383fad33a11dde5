import type { BoundField } from '@/checkout/useFieldForm';
import type { CardBrandOption } from '@/lib/card/cardBrand';
import type { SelectOption } from '@/ui/SelectField';
import { SelectField } from '@/ui/SelectField';
import { RadioGroup } from '@/ui/RadioGroup';
import { styled } from '@/ui/stitches.config';
import { TextField } from '@/ui/TextField';

/** The card fields of the payment form. */
export type CardFieldName =
  | 'installments'
  | 'cardBrand'
  | 'holderName'
  | 'cardNumber'
  | 'expiry'
  | 'cvv';

const Row = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr',
  columnGap: '$3',
  '@xs': { gridTemplateColumns: '1fr 1fr' },
});

/**
 * The card part of the payment form (spec §2): installments (when offered), the card brand
 * (preselected from the number, still choosable), the name on the card, the number, expiry
 * 'MM/AA' and the security code sized for the brand. Every field has its autocomplete token and
 * digits use `inputMode="numeric"`.
 */
export function CardFields({
  bind,
  brands,
  installmentOptions,
  cvvLength,
}: {
  bind: (name: CardFieldName) => BoundField;
  /** The card brands offered to this buyer (see `cardBrandsFor`). */
  brands: readonly CardBrandOption[];
  /** The installment choices; the select is left out when undefined (Mozambique, disabled). */
  installmentOptions: readonly SelectOption[] | undefined;
  cvvLength: number;
}) {
  const brand = bind('cardBrand');
  const cvv = bind('cvv');
  return (
    <>
      {installmentOptions ? (
        <SelectField label="Parcelas" options={installmentOptions} {...bind('installments')} />
      ) : null}
      <RadioGroup
        label="Bandeira do cartão"
        name={brand.name}
        value={brand.value}
        options={brands.map((option) => ({ value: option.value, label: option.name }))}
        onChange={brand.onChange}
        onBlur={brand.onBlur}
        error={brand.error}
        inputRef={brand.ref}
      />
      <TextField label="Nome impresso no cartão" autoComplete="cc-name" {...bind('holderName')} />
      <TextField
        label="Número do cartão"
        autoComplete="cc-number"
        inputMode="numeric"
        {...bind('cardNumber')}
      />
      <Row>
        <TextField
          label="Validade (MM/AA)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/AA"
          maxLength={5}
          {...bind('expiry')}
        />
        <TextField
          label="Código de segurança (CVV)"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={cvvLength}
          {...cvv}
        />
      </Row>
    </>
  );
}
