import { taxDocumentRule } from '@/checkout/payment/taxDocumentRule';

describe('taxDocumentRule', () => {
  it('should use the REGISTRY rule and format CPF then CNPJ when both are accepted', () => {
    const rule = taxDocumentRule();
    expect(rule.label).toBe('CPF ou CNPJ para a nota fiscal');
    expect(rule.format('29537995593')).toBe('295.379.955-93');
    expect(rule.format('295.379.955-932')).toBe('29.537.995/5932');
    expect(rule.format('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(rule.validate('295.379.955-93')).toBeUndefined();
    expect(rule.validate('295.379.955-94')).toBe('Insira um CPF válido.');
    expect(rule.validate('11.222.333/0001-81')).toBeUndefined();
    expect(rule.validate('11.222.333/0001-82')).toBe('Insira um CNPJ válido.');
    expect(rule.validate('123')).toBe('Revise este campo.');
  });

  it('should use the CPF rule alone', () => {
    const rule = taxDocumentRule(['cpf']);
    expect(rule.label).toBe('CPF para a nota fiscal');
    expect(rule.inputMode).toBe('numeric');
    expect(rule.validate('111.111.111-11')).toBe('Revise o CPF.');
  });

  it('should use the CNPJ rule alone', () => {
    const rule = taxDocumentRule(['cnpj']);
    expect(rule.label).toBe('CNPJ para a nota fiscal');
    expect(rule.validate('11.222.333/0001-82')).toBe('Revise o CNPJ.');
  });
});
